export { mountChain as mount } from "./verbalia-sentences.js";
