export { mountClepto as mount } from "./verbalia-races.js";
