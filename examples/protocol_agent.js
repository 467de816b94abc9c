// A Big Money agent for the dgsim JSON-lines protocol, in plain Node.js (no packages).
//   dgsim serve --protocol jsonl "node examples/protocol_agent.js" "dgsim agent bigmoney"
// Each line from the server is one JSON object; answer each "decide" with one line.
"use strict";
const readline = require("readline");

const WANT = [["buy Province", 8], ["buy Gold", 6], ["buy Silver", 3]];

function choose(request) {
  const choices = request.choices;
  const coins = request.observation.you.coins;
  if (choices.includes("play all treasures")) return "play all treasures";
  for (const [label, price] of WANT) {
    if (choices.includes(label) && coins >= price) return label;
  }
  for (const label of ["end turn", "end actions", "no", "done"]) {
    if (choices.includes(label)) return label;
  }
  return choices[0];
}

const lines = readline.createInterface({ input: process.stdin });
lines.on("line", (line) => {
  if (!line.trim()) return;
  const message = JSON.parse(line);
  if (message.type === "decide") {
    process.stdout.write(JSON.stringify({ choose: choose(message) }) + "\n");
  } else if (message.type === "end") {
    lines.close();
  }
});
