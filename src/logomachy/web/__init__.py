"""The browser front end, shipped as package data: HTML, CSS and plain ES modules (no build step,
nothing fetched from the internet). `js/games/` holds the games'
screens laid out as `logomachy/games/` is (`verbalia/coast.js`, `verbalia/coast/buscador.js`)."""
