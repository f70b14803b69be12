"""The browser front end, shipped as package data: HTML, CSS and plain ES modules (no build step,
nothing fetched from the internet). `js/games/<game id>.js` is one game's screen."""
