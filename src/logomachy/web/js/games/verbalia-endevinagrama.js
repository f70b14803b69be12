export { mount } from "./verbalia-secret.js";
