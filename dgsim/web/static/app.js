// dgsim web: the Play and Replay views. Plain JavaScript, no build step, nothing fetched but this server's API.
"use strict";

const $ = (sel) => document.querySelector(sel);

// Build an element: h("div", {class: "x", onclick: f}, child, "text", ...)
function h(tag, attrs, ...children) {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === null || v === undefined || v === false) continue;
    if (k.startsWith("on")) el.addEventListener(k.slice(2), v);
    else if (k === "dataset") Object.assign(el.dataset, v);
    else el.setAttribute(k, v === true ? "" : String(v));
  }
  for (const c of children.flat()) {
    if (c === null || c === undefined || c === false) continue;
    el.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return el;
}

function showError(message) {
  const box = $("#error");
  box.textContent = message;
  box.hidden = !message;
}

async function api(method, path, body) {
  const init = { method, headers: {} };
  if (body !== undefined) {
    init.headers["Content-Type"] = "application/json";
    init.body = JSON.stringify(body);
  }
  const status = $("#status");
  const timer = setTimeout(() => { status.textContent = "working… (bots are thinking)"; }, 300);
  let resp;
  try { resp = await fetch(path, init); }
  catch (e) { throw new Error(`the server did not answer (${e.message}); is dgsim web still running?`); }
  finally { clearTimeout(timer); status.textContent = ""; }
  let data = null;
  try { data = await resp.json(); } catch (e) { data = { error: `${resp.status} ${resp.statusText}` }; }
  if (!resp.ok) {
    const err = new Error(data && data.error ? data.error : `${resp.status} ${resp.statusText}`);
    err.status = resp.status;
    throw err;
  }
  showError("");
  return data;
}

// ---------------------------------------------------------------------------------------- tabs

function showTab(name) {
  $("#nav-play").classList.toggle("active", name === "play");
  $("#nav-replay").classList.toggle("active", name === "replay");
  const playing = name === "play";
  $("#setup").hidden = !playing || state.game !== null;
  $("#game").hidden = !playing || state.game === null;
  $("#replay").hidden = playing;
  if (!playing) loadSavedList();
}

const state = { options: null, game: null, types: {}, texts: {}, replay: null, position: 0 };

// ---------------------------------------------------------------------------------------- cards

function typeClass(name) {
  const types = state.types[name] || [];
  return types.map((t) => t.toLowerCase()).join(" ");
}

function cardEl(name, extra) {
  return h("span", Object.assign({ class: `card ${typeClass(name)}`, dataset: { card: name } }, extra || {}), name);
}

function grouped(names) {
  const counts = new Map();
  for (const n of names) counts.set(n, (counts.get(n) || 0) + 1);
  return [...counts.entries()];
}

function cardList(names, clickable) {
  if (!names.length) return h("span", { class: "muted" }, "—");
  return h("span", { class: "cards" }, grouped(names).map(([n, k]) => {
    const label = clickable ? clickable(n) : null;
    const attrs = label ? { class: `card ${typeClass(n)} choosable`, title: label, onclick: () => pick(label) } : {};
    return cardEl(k > 1 ? `${k}× ${n}` : n, label ? attrs : { dataset: { card: n } });
  }));
}

function supplyTiles(container, supply, clickable) {
  container.replaceChildren(...supply.map((pile) => {
    const label = clickable ? clickable(pile.name) : null;
    const cls = ["tile", (pile.types || []).map((t) => t.toLowerCase()).join(" ")];
    if (pile.affordable === false) cls.push("unaffordable");
    if (pile.count === 0) cls.push("empty");
    if (label) cls.push("choosable");
    const tip = [label, pile.name, state.texts[pile.name]].filter(Boolean).join("\n");
    return h("div", { class: cls.join(" "), dataset: { card: pile.name }, title: tip,
                      onclick: label ? () => pick(label) : null },
      h("span", { class: "name" }, pile.name),
      h("span", { class: "meta" },
        pile.cost === undefined ? h("span", { class: "kind" }, pile.kind) : h("span", { class: "cost" }, `$${pile.cost}`),
        pile.count === undefined ? null : h("span", { class: "count" }, `×${pile.count}`),
        pile.tokens ? h("span", { class: "tokens" }, `${pile.tokens} embargo`) : null,
        pile.vp ? h("span", { class: "tokens" }, `${pile.vp} VP`) : null));
  }));
}

// the piles, then the landscapes (Events and Projects bought like cards, Landmarks shown)
function tableTiles(view) {
  for (const l of view.landscapes || []) state.texts[l.name] = l.text;
  return view.supply.concat((view.landscapes || []).map((l) => ({ ...l, landscape: true })));
}

function matsEl(mats) {
  const entries = Object.entries(mats || {});
  if (!entries.length) return null;
  return h("div", { class: "zone" }, h("span", { class: "label" }, "mats"),
    entries.map(([k, v]) => h("span", {}, `${k}: `, Array.isArray(v) ? cardList(v) : String(v), " ")));
}

function zone(label, content) {
  return h("div", { class: "zone" }, h("span", { class: "label" }, label), content);
}

function seatEl(p, view, opts) {
  const current = view.current === p.seat && !view.game_over;
  const title = `${p.name} (seat ${p.seat})${p.you && p.name !== "you" ? " — you" : ""}`;
  const hand = p.you || opts.all ? cardList(p.hand, opts.handClick)
    : h("span", {}, `${p.hand_size} cards`, p.hand.length ? [" (known: ", cardList(p.hand), ")"] : "");
  const deckTop = (p.deck_top || []).map(([i, c]) => `${i === 0 ? "top" : "#" + (i + 1)}: ${c}`).join(", ");
  const deck = opts.all && p.deck ? h("span", {}, `${p.deck_size} cards (top first): `, p.deck.join(", ") || "—")
    : h("span", {}, `${p.deck_size} cards`, deckTop ? ` (known ${deckTop})` : "");
  return h("div", { class: `seat${p.you ? " you" : ""}${current ? " current" : ""}`, dataset: { seat: p.seat } },
    h("h3", {}, title),
    h("div", { class: "stats" }, `${p.vp} VP · ${p.cards} cards · ${p.turns} turns taken`,
      current ? ` · actions ${p.actions}, buys ${p.buys}, $${p.coins}` : ""),
    zone("hand", hand),
    zone("in play", cardList(p.in_play)),
    p.set_aside.length ? zone("set aside", cardList(p.set_aside)) : null,
    zone("deck", deck),
    zone("discard", h("span", {}, `${p.discard_size} cards`, p.discard.length ? [": ", cardList(p.discard)] : "")),
    matsEl(p.mats));
}

// ---------------------------------------------------------------------------------------- play: setup

async function loadOptions() {
  const opts = await api("GET", "/api/options");
  state.options = opts;
  for (const c of opts.cards) state.texts[c.name] = c.text;
  const sel = $("#kingdom-set");
  sel.replaceChildren(...Object.entries(opts.recommended).map(([name, cards]) =>
    h("option", { value: name, title: cards.join(", ") }, `${name}: ${cards.join(", ")}`)));
  $("#sets").replaceChildren(...opts.sets.map((s) =>
    h("label", {}, h("input", { type: "checkbox", name: "set", value: s, checked: s === "Base" }), ` ${s}`)));
  $("#card-names").replaceChildren(...opts.cards.map((c) => h("option", { value: c.name }, `$${c.cost} ${c.set}`)));
  $("#players").replaceChildren(...opts.players.map((n) => h("option", { value: n }, n)));
  renderSeats();
}

function renderSeats() {
  const n = Number($("#players").value || 2);
  const seat = $("#seat");
  const prev = Number(seat.value || 0);
  seat.replaceChildren(...[...Array(n).keys()].map((i) => h("option", { value: i, selected: i === prev }, i)));
  const bots = $("#bots");
  const old = [...bots.querySelectorAll("select")].map((s) => s.value);
  bots.replaceChildren(...[...Array(n - 1).keys()].map((i) =>
    h("label", {}, `Bot ${i + 1} `, h("select", { class: "bot" },
      state.options.bots.map((b) => h("option", { value: b, selected: b === (old[i] || "bigmoney") }, b))))));
}

function setupParams() {
  const mode = document.querySelector('input[name="kmode"]:checked').value;
  const params = { bots: [...document.querySelectorAll("#bots select")].map((s) => s.value),
                   players: Number($("#players").value), seat: Number($("#seat").value) };
  if (mode === "recommended") params.kingdom = $("#kingdom-set").value;
  else if (mode === "random") {
    params.kingdom = "random";
    params.sets = [...document.querySelectorAll('#sets input:checked')].map((i) => i.value);
  } else {
    params.kingdom = $("#kingdom-names").value.split(",").map((s) => s.trim()).filter(Boolean);
    if ($("#any-size").checked) params.any_kingdom_size = true;  // the CLI's --any-kingdom-size
  }
  if ($("#seed").value !== "") params.seed = Number($("#seed").value);
  if ($("#turn-limit").value !== "") params.turn_limit = Number($("#turn-limit").value);
  return params;
}

async function startGame(ev) {
  ev.preventDefault();
  try {
    const view = await api("POST", "/api/games", setupParams());
    state.game = view.id;
    history.replaceState(null, "", `#game=${view.id}`);
    showTab("play");
    renderGame(view);
  } catch (e) { showError(e.message); }
}

// ---------------------------------------------------------------------------------------- play: the game

let busy = false;

async function pick(label) {
  if (busy || !state.game) return;
  busy = true;
  try { renderGame(await api("POST", `/api/games/${state.game}/pick`, { label })); }
  catch (e) { showError(e.message); }
  finally { busy = false; }
}

async function undo() {
  if (busy || !state.game) return;
  busy = true;
  try { renderGame(await api("POST", `/api/games/${state.game}/undo`)); }
  catch (e) { showError(e.message); }
  finally { busy = false; }
}

function labelFor(choices, name, verbs) {
  for (const verb of verbs) {
    const label = `${verb} ${name}`;
    if (choices.includes(label)) return label;
  }
  return null;
}

function renderGame(view) {
  state.view = view;
  for (const pile of view.supply) state.types[pile.name] = pile.types;
  const me = view.players[view.you];
  const choices = view.choices;
  // turns are counted per seat, as in the terminal and the replays: "Turn 3 of bigmoney"
  $("#turn-info").textContent = view.game_over
    ? `Game over after turn ${view.turn} of ${view.names[view.current]} (seat ${view.current})`
    : `Turn ${view.turn} of ${view.names[view.current]} (seat ${view.current}), ${view.phase} phase`;
  $("#counters").textContent = `Actions ${me.actions} · Buys ${me.buys} · $${me.coins}`;
  supplyTiles($("#supply"), tableTiles(view), (name) => labelFor(choices, name, ["buy", "gain"]));
  $("#trash-line").textContent = `Trash: ${view.trash.length ? grouped(view.trash).map(([n, k]) => k > 1 ? `${k}× ${n}` : n).join(", ") : "—"}`;
  $("#opponents").replaceChildren(...view.players.filter((p) => !p.you).map((p) => seatEl(p, view, {})));
  const handVerbs = ["play", "discard", "trash", "topdeck", "reveal", "set aside", "keep", "pass", "return"];
  $("#you").replaceChildren(seatEl(me, view, { handClick: (name) => labelFor(choices, name, handVerbs) }));
  const deciding = choices.length > 0;
  $("#decision").classList.toggle("idle", !deciding);
  $("#prompt").textContent = deciding ? "Your choice:" : (view.game_over ? "" : `Waiting for ${view.names[view.waiting_for]}`);
  $("#picks").replaceChildren(...(view.picks.length ? ["So far: ", ...view.picks.map((p) => h("span", { class: "pick" }, p))] : []));
  $("#choices").replaceChildren(...choices.map((label, i) =>
    h("button", { type: "button", class: "choice", dataset: { label }, onclick: () => pick(label),
                  title: i < 9 ? `key ${i + 1}` : null }, label)));
  $("#undo").disabled = !view.can_undo;
  $("#decision").hidden = view.game_over;
  const log = $("#log");
  log.replaceChildren(...view.log.map((e) => h("li", { value: e.step + 1 },
    `T${e.turn} ${e.name}: ${e.labels.join("; ")}`)));
  log.scrollTop = log.scrollHeight;
  const end = $("#end");
  end.hidden = !view.game_over;
  if (view.game_over) {
    $("#scores").replaceChildren(h("tr", {}, h("th", {}, "seat"), h("th", {}, "player"), h("th", {}, "VP"), h("th", {}, "turns"), h("th", {}, "")),
      ...view.players.map((p) => h("tr", { class: "score-row" }, h("td", {}, p.seat), h("td", {}, p.name),
        h("td", { class: "vp" }, view.scores[p.seat]), h("td", {}, p.turns),
        h("td", {}, view.winners.includes(p.seat) ? (view.winners.length > 1 ? "shared win" : "winner") : ""))));
    $("#end-chart").innerHTML = view.charts.vp;  // server-built SVG, names escaped there
    $("#end-seed").textContent = `Seed ${view.seed}: a new game with this seed starts from the same deal.`;
    $("#download-log").href = `/api/games/${view.id}/saved`;
  }
}

// ---------------------------------------------------------------------------------------- replay

async function loadSavedList() {
  try {
    const data = await api("GET", "/api/saved");
    const sel = $("#replay-files");
    sel.replaceChildren(...(data.files.length ? data.files.map((f) => h("option", { value: f }, f))
      : [h("option", { value: "" }, "(no saved games found)")]));
  } catch (e) { showError(e.message); }
}

async function openReplay(body) {
  try {
    const summary = await api("POST", "/api/replays", body);
    history.replaceState(null, "", `#replay=${summary.id}`);
    await showReplay(summary);
  } catch (e) { showError(e.message); }
}

/** Open a replay at its first step; its view is shown once that step is drawn. */
async function showReplay(summary) {
  state.replay = summary;
  $("#nav-play").classList.remove("active");
  $("#nav-replay").classList.add("active");
  $("#setup").hidden = true; $("#game").hidden = true; $("#replay").hidden = false;
  $("#replay-view").hidden = true;
  $("#replay-title").textContent = summary.title;
  const slider = $("#replay-slider");
  slider.max = summary.steps;
  slider.value = 0;
  $("#replay-charts").innerHTML = summary.charts.vp + summary.charts.money;  // server-built SVG
  $("#replay-log").replaceChildren(...summary.log.map((e) => h("li", { class: "clickable", value: e.step + 1,
    dataset: { step: e.step + 1 }, onclick: () => seek(e.step + 1) }, `T${e.turn} ${e.name}: ${e.labels.join("; ")}`)));
  await seek(0);
  $("#replay-view").hidden = false;
}

let seekToken = 0;

async function seek(position) {
  if (!state.replay) return;
  position = Math.max(0, Math.min(state.replay.steps, position));
  const token = ++seekToken;
  try {
    const view = await api("GET", `/api/replays/${state.replay.id}/steps/${position}`);
    if (token !== seekToken) return;
    renderReplay(view);
  } catch (e) { showError(e.message); }
}

function renderReplay(view) {
  state.position = view.position;
  for (const pile of view.supply) state.types[pile.name] = pile.types;
  const names = state.replay.names;
  $("#replay-slider").value = view.position;
  $("#replay-pos").textContent = `step ${view.position} / ${view.steps}`;
  $("#replay-chose").textContent = view.chose ? `${view.chose.name} chose: ${view.chose.labels.join("; ")}` : "Start of the game";
  $("#replay-next-decision").textContent = view.next ? `Next: ${view.next.name} decides among ${view.next.choices.join(" | ")}`
    : (view.game_over ? `Game over: ${view.scores.map((s, i) => `${names[i]} ${s} VP`).join(", ")}` : "");
  $("#replay-info").textContent = `Turn ${view.turn} of ${names[view.current]} (seat ${view.current}), ${view.phase} phase`;
  supplyTiles($("#replay-supply"), tableTiles(view), null);
  $("#replay-trash").textContent = `Trash: ${view.trash.join(", ") || "—"}`;
  $("#replay-seats").replaceChildren(...view.players.map((p) => seatEl(p, view, { all: true })));
  for (const li of document.querySelectorAll("#replay-log li")) {
    li.classList.toggle("current", Number(li.dataset.step) === view.position);
  }
  const current = document.querySelector("#replay-log li.current");
  if (current) current.scrollIntoView({ block: "nearest" });
}

// ---------------------------------------------------------------------------------------- wiring

function init() {
  $("#nav-play").addEventListener("click", () => showTab("play"));
  $("#nav-replay").addEventListener("click", () => showTab("replay"));
  $("#setup-form").addEventListener("submit", startGame);
  $("#players").addEventListener("change", renderSeats);
  $("#undo").addEventListener("click", undo);
  for (const id of ["#new-game", "#quit-game"]) {
    $(id).addEventListener("click", () => { state.game = null; history.replaceState(null, "", "#"); showTab("play"); });
  }
  $("#to-replay").addEventListener("click", () => openReplay({ game: state.game }));
  $("#replay-open").addEventListener("click", () => {
    const file = $("#replay-files").value;
    if (file) openReplay({ file }); else showError("no saved game chosen");
  });
  $("#replay-upload").addEventListener("change", (ev) => {
    const file = ev.target.files[0];
    if (!file) return;
    const reader = new FileReader();
    reader.onload = () => openReplay({ text: String(reader.result), name: file.name });
    reader.onerror = () => showError(`cannot read ${file.name}`);
    reader.readAsText(file);
  });
  $("#replay-slider").addEventListener("input", (ev) => seek(Number(ev.target.value)));
  $("#replay-prev").addEventListener("click", () => seek(state.position - 1));
  $("#replay-next").addEventListener("click", () => seek(state.position + 1));
  document.addEventListener("keydown", (ev) => {
    // Play: 1-9 pick the n-th choice, u or Backspace undoes
    if ($("#game").hidden || ev.target.tagName === "INPUT" || ev.target.tagName === "SELECT") return;
    const choices = state.view && !state.view.game_over ? state.view.choices : [];
    if (/^[1-9]$/.test(ev.key) && Number(ev.key) <= choices.length) { ev.preventDefault(); pick(choices[Number(ev.key) - 1]); }
    else if ((ev.key === "u" || ev.key === "Backspace") && state.view && state.view.can_undo) { ev.preventDefault(); undo(); }
  });
  document.addEventListener("keydown", (ev) => {
    if ($("#replay").hidden || !state.replay || ev.target.tagName === "INPUT" && ev.target.type !== "range") return;
    if (ev.key === "ArrowRight") { ev.preventDefault(); seek(state.position + 1); }
    else if (ev.key === "ArrowLeft") { ev.preventDefault(); seek(state.position - 1); }
    else if (ev.key === "Home") { ev.preventDefault(); seek(0); }
    else if (ev.key === "End") { ev.preventDefault(); seek(state.replay.steps); }
  });
  // using a kingdom control chooses its kind
  const kind = (mode) => () => { document.querySelector(`input[name="kmode"][value="${mode}"]`).checked = true; };
  $("#kingdom-set").addEventListener("change", kind("recommended"));
  $("#sets").addEventListener("change", kind("random"));
  $("#kingdom-names").addEventListener("input", kind("names"));
  loadOptions().catch((e) => showError(e.message));
  window.addEventListener("hashchange", route);
  route();
}

function route() {
  const hash = location.hash.slice(1);
  if (hash.startsWith("game=")) {
    api("GET", `/api/games/${hash.slice(5)}`).then((view) => { state.game = view.id; showTab("play"); renderGame(view); })
      .catch((e) => { showError(e.message); showTab("play"); });
  } else if (hash.startsWith("replay=")) {
    api("GET", `/api/replays/${hash.slice(7)}`).then(showReplay).catch((e) => { showError(e.message); showTab("replay"); });
  } else if (hash === "replay") showTab("replay");
  else showTab("play");
}

init();
