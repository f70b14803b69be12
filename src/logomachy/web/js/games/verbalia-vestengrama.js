// Vestengrama: everyone at once, a word to the sea each play (the country screen).
export { mount } from "./verbalia-country.js";
