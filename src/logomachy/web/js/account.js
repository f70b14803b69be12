// This browser's player: a guest identity made silently on the first visit (the server keeps
// it in an HttpOnly cookie, which no script here can read), which may become an account with a
// name and a password. The header shows who you are and links to "My games".
import { api } from "./api.js";
import { clear, h, toast } from "./dom.js";
import { t } from "./i18n.js";

let me = null;

// The identity, made if this browser has none; null if the server refused (too many new
// players from this address): playing works without one.
export async function ensureIdentity() {
  try { me = await api("POST", "/api/me"); } catch { me = null; }
  drawNav();
  return me;
}

function drawNav() {
  const nav = document.getElementById("account-nav") || h("nav", { id: "account-nav", class: "account-nav", "aria-label": t("account.nav") });
  const top = document.querySelector("header.top");
  if (top && !nav.parentNode) top.insertBefore(nav, top.lastElementChild);
  clear(nav).append(
    h("a", { href: "/me", id: "my-games-link" }, t("mygames.title")),
    h("a", { href: "/account", id: "account-link" },
      me && me.registered ? me.name : t("account.guest_sign_in")));
}
window.addEventListener("languagechange", () => drawNav());

export async function showAccount(main) {
  await ensureIdentity();
  const draw = () => {
    clear(main);
    if (me && me.registered) {
      main.append(h("section", { class: "card account" },
        h("h1", { text: t("account.signed_in", { name: me.name }) }),
        h("p", {}, h("a", { class: "button", href: "/me" }, t("mygames.title"))),
        h("button", { type: "button", id: "logout-btn", onclick: async () => {
          await api("POST", "/api/me/logout").catch(() => null);
          await ensureIdentity();  // a new guest for this browser
          draw();
        } }, t("account.sign_out"))));
      return;
    }
    main.append(
      h("h1", { text: t("account.title") }),
      h("p", { class: "muted", text: t("account.guest_intro") }),
      form("register", t("account.create"), t("account.create_help"), "new-password"),
      form("login", t("account.sign_in"), t("account.sign_in_help"), "current-password"));
  };
  // One form per action: its answer (or refusal, with the server's reason) shown beside it.
  const form = (action, title, help, autocomplete) => {
    const id = (f) => `${action}-${f}`;
    const error = h("p", { class: "error", id: id("error"), role: "alert" });
    const el = h("form", { class: "card", id: `${action}-form`, onsubmit: async (e) => {
      e.preventDefault();
      error.textContent = "";
      try {
        me = await api("POST", `/api/me/${action}`, {
          name: el.querySelector("[name=name]").value, password: el.querySelector("[name=password]").value });
        drawNav();
        toast(t("account.welcome", { name: me.name }));
        draw();
      } catch (err) { error.textContent = err.message; }
    } },
    h("h2", { text: title }), h("p", { class: "muted small", text: help }),
    h("label", { class: "field", for: id("name") }, h("span", { text: t("account.name") }),
      h("input", { id: id("name"), name: "name", autocomplete: "username", required: true, maxlength: 24 })),
    h("label", { class: "field", for: id("password") }, h("span", { text: t("account.password") }),
      h("input", { id: id("password"), name: "password", type: "password", autocomplete, required: true, maxlength: 256 })),
    error,
    h("button", { type: "submit", class: "primary" }, title));
    return el;
  };
  window.__rerender = draw;
  draw();
}
