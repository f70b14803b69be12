// La plaça, the square of letters some games play on (games/verbalia/pieces/plaza.py): its
// cells' names and the steps between them, as the referee has them (memory's squares name
// their cells the same way).

const STEPS = {
  king: [[-1, -1], [-1, 0], [-1, 1], [0, -1], [0, 1], [1, -1], [1, 0], [1, 1]],
  knight: [[-2, -1], [-2, 1], [-1, -2], [-1, 2], [1, -2], [1, 2], [2, -1], [2, 1]],
};

// A cell's name as the referee writes it: column letter, row number ("a1" top left).
export function cellName(i, size) {
  return `${String.fromCharCode(97 + (i % size))}${Math.floor(i / size) + 1}`;
}

// Whether cells a and b are one step apart (the referee's `plaza.adjacent`).
export function joined(a, b, size, moves) {
  const dr = Math.floor(b / size) - Math.floor(a / size);
  const dc = (b % size) - (a % size);
  return STEPS[moves].some(([r, c]) => r === dr && c === dc);
}
