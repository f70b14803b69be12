export { mountList as mount } from "./verbalia-races.js";
