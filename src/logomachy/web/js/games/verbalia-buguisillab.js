export { mount } from "./verbalia-arbreda.js";
