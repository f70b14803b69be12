export { mount } from "./verbalia-sentences.js";
