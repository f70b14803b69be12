export { mount } from "./verbalia-chains.js";
