export { mountSaid as mount } from "./verbalia-sentences.js";
