export { mount } from "./verbalia-races.js";
