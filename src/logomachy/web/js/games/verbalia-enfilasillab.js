export { mountSyllableChain as mount } from "./verbalia-sentences.js";
