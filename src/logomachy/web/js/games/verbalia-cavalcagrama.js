export { mount } from "./verbalia-plaza.js";
