export { mount } from "./verbalia-lists.js";
