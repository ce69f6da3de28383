// A seat's private hand on a phone: join the table's room, see what only this seat sees,
// tap through a choice and send it. Every word comes from the table as plain text and is
// set with textContent, never as markup. Nothing is loaded from anywhere but the table.
"use strict";

const $ = (id) => document.getElementById(id);
const state = { socket: null, room: "", token: "", hand: null, path: [], chosen: null,
                retry: 500 };

function keyFor(room) { return "psychboard-token-" + room; }

function show(...ids) {
  for (const id of ["room", "seats", "hand"]) $(id).hidden = !ids.includes(id);
}

function status(text) { $("status").textContent = text; }

function alertText(text) {
  $("alert").textContent = text;
  $("alert").hidden = !text;
}

function send(message) {
  if (state.socket && state.socket.readyState === WebSocket.OPEN) {
    state.socket.send(JSON.stringify(message));
  }
}

function connect() {
  const socket = new WebSocket(`ws://${location.host}/ws`);
  state.socket = socket;
  socket.onopen = () => {
    state.retry = 500;
    if (!state.room) { askRoom(); return; }
    state.token = localStorage.getItem(keyFor(state.room)) || "";
    if (state.token) {
      status("Taking your seat back…");
      send({ t: "rejoin", room: state.room, token: state.token });
    } else {
      send({ t: "hello", room: state.room });
    }
  };
  socket.onmessage = (event) => {
    let message;
    try { message = JSON.parse(event.data); } catch { return; }
    const handler = HANDLERS[message.t];
    if (handler) handler(message);
  };
  socket.onclose = () => {
    status("Lost the table. Trying again…");
    setTimeout(connect, state.retry);
    state.retry = Math.min(state.retry * 2, 5000);
  };
}

function askRoom() {
  show("room");
  status("Type the room code shown on the table's screen.");
  $("room-code").focus();
}

const HANDLERS = {
  seats(message) {
    alertText("");
    $("game").textContent = message.game;
    const list = $("seat-list");
    list.replaceChildren();
    for (const seat of message.seats) {
      const item = document.createElement("li");
      const button = document.createElement("button");
      button.type = "button";
      button.textContent = seat.taken ? `${seat.name} (on a phone)` : seat.name;
      button.disabled = seat.taken;
      button.onclick = () => send({ t: "join", room: state.room, seat: seat.seat });
      item.append(button);
      list.append(item);
    }
    show("seats");
    status(message.seats.length ? "Tap your name." : "No seat here is played from a phone.");
  },
  welcome(message) {
    alertText("");
    state.token = message.token;
    localStorage.setItem(keyFor(state.room), message.token);
    $("who").textContent = message.name;
    status(`You are ${message.name}. Keep this page open: your choices come here.`);
  },
  hand(message) {
    const samePage = state.hand && state.hand.page === message.page;
    state.hand = message;
    if (!samePage) { state.path = []; state.chosen = null; }
    $("who").textContent = message.name;
    show("hand");
    drawHand();
    if (message.react && message.picks.length && navigator.vibrate) navigator.vibrate(200);
  },
  sent() {
    state.hand.picks = [];
    state.path = [];
    state.chosen = null;
    drawHand();
    status("Sent. Waiting for the table…");
  },
  refused(message) {
    alertText(message.why);
    if (!state.hand && message.why.includes("room code")) {
      localStorage.removeItem(keyFor(state.room));
      state.room = "";
      askRoom();
    } else if (message.why.includes("no longer holds")) {
      localStorage.removeItem(keyFor(state.room));
      state.token = "";
      state.hand = null;
      send({ t: "hello", room: state.room });
    }
  },
  reader(message) {
    // The table waits for someone to read its result: anyone may go on from a phone.
    $("reader").hidden = !message.button;
    $("reader-words").textContent = message.prompt;
    $("go-on").textContent = message.button;
  },
  released(message) {
    localStorage.removeItem(keyFor(state.room));
    state.token = "";
    state.hand = null;
    alertText(message.why);
    send({ t: "hello", room: state.room });
  },
};

// The steps on offer after the path tapped so far, each with the card of its first pick.
function stepsNow() {
  const depth = state.path.length;
  const found = new Map();
  state.hand.picks.forEach((pick, index) => {
    const matches = state.path.every((step, i) => pick.steps[i] === step);
    if (!matches || pick.steps.length <= depth) return;
    const step = pick.steps[depth];
    if (!found.has(step)) {
      found.set(step, { card: depth === 0 ? pick.card : null,
                        pick: pick.steps.length === depth + 1 ? index : null });
    }
  });
  return found;
}

function drawHand() {
  const hand = state.hand;
  $("news").textContent = hand.table;
  $("prompt").textContent = hand.prompt;
  const list = $("picks");
  list.replaceChildren();
  const steps = stepsNow();
  // Cards to choose from are laid out as cards; anything else as a list of buttons.
  list.className = steps.size && [...steps.values()].every((info) => info.card) ? "tiles" : "";
  for (const [step, info] of steps) {
    const item = document.createElement("li");
    const button = document.createElement("button");
    button.type = "button";
    button.className = "pick" + (info.pick !== null && info.pick === state.chosen ? " picked" : "");
    if (info.card) {
      const img = document.createElement("img");
      img.src = info.card;
      img.alt = "";
      button.append(img);
    }
    const words = document.createElement("span");
    words.textContent = step;
    button.append(words);
    button.onclick = () => tap(step, info.pick);
    item.append(button);
    list.append(item);
  }
  $("path").hidden = state.path.length === 0 && state.chosen === null;
  $("path-words").textContent = state.path.join(" · ");
  $("confirm").hidden = state.chosen === null;
  $("send").textContent = hand.send;
  // A card offered as a choice is not shown a second time in the sections below.
  const offered = new Set(hand.picks.map((pick) => pick.card).filter(Boolean));
  drawSections(hand.sections.filter((section) => !section.cards.length || !hand.picks.length
    || section.cards.some((card) => !offered.has(card.src))));
  if (hand.picks.length) status(state.chosen === null ? "Your move." : `Ready: ${hand.send}?`);
  else if (!hand.prompt) status("Nothing to choose now. Watch the table.");
  else status(hand.prompt);
}

function drawSections(sections) {
  const box = $("sections");
  box.replaceChildren();
  for (const section of sections) {
    const part = document.createElement("section");
    part.className = "part";
    const heading = document.createElement("h2");
    heading.textContent = section.heading;
    part.append(heading);
    for (const line of section.lines) {
      const p = document.createElement("p");
      p.className = "lines";
      p.textContent = line;
      part.append(p);
    }
    if (section.cards.length) {
      const cards = document.createElement("div");
      cards.className = "cards";
      for (const card of section.cards) {
        if (card.src) {
          const img = document.createElement("img");
          img.src = card.src;
          img.alt = card.words;
          cards.append(img);
        } else {
          const p = document.createElement("p");
          p.textContent = card.words;
          cards.append(p);
        }
      }
      part.append(cards);
    }
    box.append(part);
  }
}

function tap(step, pick) {
  alertText("");
  if (pick === null) {
    state.path.push(step);
    state.chosen = null;
  } else {
    state.chosen = pick;
  }
  drawHand();
  if (pick !== null) $("send").focus();
}

function init() {
  const fromLink = location.hash.replace("#", "").trim().toUpperCase();
  state.room = fromLink || sessionStorage.getItem("psychboard-room") || "";
  if (state.room) sessionStorage.setItem("psychboard-room", state.room);
  $("room-form").onsubmit = (event) => {
    event.preventDefault();
    state.room = $("room-code").value.trim().toUpperCase();
    sessionStorage.setItem("psychboard-room", state.room);
    send({ t: "hello", room: state.room });
  };
  $("back").onclick = () => {
    if (state.chosen !== null) state.chosen = null;
    else state.path.pop();
    drawHand();
  };
  $("go-on").onclick = () => {
    send({ t: "go_on", token: state.token });
    $("reader").hidden = true;
  };
  $("send").onclick = () => {
    if (state.chosen === null || !state.hand) return;
    send({ t: "pick", token: state.token, page: state.hand.page, pick: state.chosen });
  };
  connect();
}

init();
