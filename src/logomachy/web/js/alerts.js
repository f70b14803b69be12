// "Your turn" while the tab is in the background: the tab's title says so until the page is
// seen again, and, if the player turned it on (off by default, remembered in this browser),
// a short chime made with the Web Audio API (no sound file). A player looking at the page
// sees the board: neither the title nor the sound changes while it is visible.
import { h } from "./dom.js";
import { gameTitle, t } from "./i18n.js";

const SOUND_KEY = "turn-sound";

export class TurnAlert {
  constructor() {
    this.base = document.title;
    this.yourTurn = false;
    this.alerting = false;
    this.sounds = 0; // chimes played (the browser tests read it)
    this.audio = null;
    this.button = h("button", { type: "button", class: "sound-toggle", id: "turn-sound",
      onclick: () => this.setSound(!this.soundOn()) });
    this.drawButton();
    document.addEventListener("visibilitychange", () => { if (!document.hidden) this.stop(); });
    // Browsers start an AudioContext only after a gesture on the page: a sound turned on in
    // an earlier visit is made ready on the first tap or key press of this one.
    const ready = () => { if (this.soundOn()) this.context(); };
    window.addEventListener("pointerdown", ready, { once: true });
    window.addEventListener("keydown", ready, { once: true });
  }

  soundOn() { return localStorage.getItem(SOUND_KEY) === "on"; }

  setSound(on) {
    localStorage.setItem(SOUND_KEY, on ? "on" : "off");
    if (on) this.context();
    this.drawButton();
  }

  drawButton() {
    const on = this.soundOn();
    this.button.setAttribute("aria-pressed", on ? "true" : "false");
    this.button.textContent = t("alert.sound");
    this.button.title = t(on ? "alert.sound_on" : "alert.sound_off");
  }

  // After each update: `title` is the tab's title without the alert.
  update(msg, title) {
    this.base = title;
    const mine = msg.you !== null && msg.table.status === "playing" && (msg.to_act || []).includes(msg.you);
    const began = mine && !this.yourTurn;
    this.yourTurn = mine;
    if (!mine) this.alerting = false;
    else if (began && document.hidden) {
      this.alerting = true;
      if (this.soundOn()) this.chime();
    }
    document.title = this.alerting ? t("alert.your_turn", { title: gameTitle(msg.table.title) }) : this.base;
  }

  stop() {
    this.alerting = false;
    document.title = this.base;
  }

  // The page's one AudioContext, or null where the browser has no Web Audio (no sound then).
  context() {
    const Ctx = window.AudioContext || window.webkitAudioContext;
    if (!Ctx) return null;
    try {
      if (!this.audio) this.audio = new Ctx();
    } catch {
      return null;
    }
    if (this.audio.state === "suspended") this.audio.resume().catch(() => {});
    return this.audio;
  }

  // Two soft rising notes, a quarter of a second in all.
  chime() {
    const ctx = this.context();
    if (!ctx) return;
    this.sounds++;
    const now = ctx.currentTime;
    [[660, 0], [880, 0.12]].forEach(([freq, at]) => {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = "sine";
      osc.frequency.value = freq;
      gain.gain.setValueAtTime(0.0001, now + at);
      gain.gain.exponentialRampToValueAtTime(0.2, now + at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, now + at + 0.13);
      osc.connect(gain).connect(ctx.destination);
      osc.start(now + at);
      osc.stop(now + at + 0.14);
    });
  }
}
