// The app shell: language, then a tiny router over three screens (lobby, table, replay).
import { pickLanguage, setLanguage } from "./i18n.js";
import { clear } from "./dom.js";

async function route() {
  const main = document.getElementById("main");
  clear(main);
  const path = location.pathname;
  let m;
  if ((m = path.match(/^\/t\/([\w-]+)/))) {
    (await import("./table.js")).showTable(main, m[1]);
  } else if ((m = path.match(/^\/replay\/([\w-]+)/))) {
    (await import("./replay.js")).showReplay(main, m[1]);
  } else {
    (await import("./lobby.js")).showLobby(main);
  }
}

async function boot() {
  await setLanguage(pickLanguage());
  const select = document.getElementById("lang");
  select.value = document.documentElement.lang;
  select.addEventListener("change", async () => {
    await setLanguage(select.value);
    window.dispatchEvent(new CustomEvent("languagechange"));
  });
  window.addEventListener("languagechange", () => window.__rerender && window.__rerender());
  await route();
}

boot();
