// vermisillab: the syllable-board list screen (verbalia-syllists.js).
export { mount } from "./verbalia-syllists.js";
