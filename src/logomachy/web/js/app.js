// The app shell: language, this browser's player (account.js), then a tiny router over the
// screens (lobby, table, replay, my games, account).
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
  } else if (path === "/me") {
    (await import("./mygames.js")).showMyGames(main);
  } else if (path === "/account") {
    (await import("./account.js")).showAccount(main);
  } else {
    (await import("./lobby.js")).showLobby(main);
  }
}

async function boot() {
  await setLanguage(pickLanguage());
  const select = document.getElementById("lang");
  select.value = document.documentElement.lang;
  select.addEventListener("change", () => setLanguage(select.value)); // announces languagechange
  window.addEventListener("languagechange", () => window.__rerender && window.__rerender());
  // Before any seat is taken, so that the seat is linked to this browser's player.
  await (await import("./account.js")).ensureIdentity();
  await route();
}

boot();
