export { mount } from "./verbalia-memory.js";
