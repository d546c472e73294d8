"use strict";
(function () {
  var config = JSON.parse(document.getElementById("config").textContent);
  var form = document.getElementById("form");
  var status = document.getElementById("status");
  var receiptBox = document.getElementById("receipt");
  var base = "/" + encodeURIComponent(config.code);

  function uniform() {
    var a = new Uint32Array(1);
    window.crypto.getRandomValues(a);
    return a[0] / 4294967296;
  }
  // k-RR (room/local_rr.py): the truth with p = 1/(1 + (k-1)e^-eps), else one of the others uniformly.
  function randomizeOne(answer, choices, eps) {
    var k = choices.length;
    if (k < 2 || uniform() < 1 / (1 + (k - 1) * Math.exp(-eps))) { return answer; }
    var others = choices.filter(function (c) { return c !== answer; });
    return others[Math.floor(uniform() * others.length)];
  }
  // per-option RR: each tick kept with p = 1/(1 + e^(-eps/k)), flipped otherwise.
  function randomizeMany(ticked, choices, eps) {
    var keep = 1 / (1 + Math.exp(-eps / choices.length));
    return choices.filter(function (c) { return (ticked.indexOf(c) >= 0) === (uniform() < keep); });
  }
  function answer() {
    if (config.kind === "number") {
      var text = document.getElementById("number").value.trim();
      return text === "" ? null : text;
    }
    var picked = Array.prototype.slice.call(form.querySelectorAll("input[name=choice]:checked"))
      .map(function (el) { return el.value; });
    if (config.kind === "one") { return picked.length ? picked[0] : null; }
    return picked;
  }
  function percent(x) { return (100 * x).toPrecision(3) + "%"; }
  function showReceipt() {
    fetch(base + "/receipt", { credentials: "same-origin" }).then(function (r) {
      if (r.status !== 200) { return null; }
      return r.json();
    }).then(function (data) {
      if (!data) { return; }
      if (data.your_factor === null) {
        receiptBox.textContent = "Released: " + data.released + ". Your answer was not in this release.";
        return;
      }
      receiptBox.textContent = "Released: " + data.released + ". Your answer changed the chance of this result from "
        + percent(data.absent) + " to " + percent(data.present) + " — a factor of "
        + Number(data.your_factor).toPrecision(4) + "; the promise was at most " + Number(data.bound).toPrecision(4) + "."
        + (data.belief ? " " + data.belief.sentence : "");  // the server's words (core.privacy.attacker)
    }).catch(function () { /* offline for a moment: the next poll tries again */ });
  }
  form.addEventListener("submit", function (event) {
    event.preventDefault();
    var value = answer();
    if (value === null) { status.textContent = "Choose an answer first."; return; }
    var body = { answer: value };
    if (config.local_epsilon !== null) {
      body.answer = config.kind === "one" ? randomizeOne(value, config.choices, config.local_epsilon)
        : randomizeMany(value, config.choices, config.local_epsilon);
      body.local_epsilon = config.local_epsilon;
    }
    status.textContent = "Sending…";
    fetch(base + "/answer", {
      method: "POST", credentials: "same-origin",
      headers: { "Content-Type": "application/json" }, body: JSON.stringify(body)
    }).then(function (r) {
      return r.json().then(function (data) { return { ok: r.ok, data: data }; });
    }).then(function (res) {
      status.textContent = res.ok ? "Thank you — your answer is in (" + res.data.answers + " so far). You can change it."
        : "Not sent: " + res.data.error;
    }).catch(function () { status.textContent = "Not sent: the presenter's laptop did not answer."; });
  });
  showReceipt();
  window.setInterval(showReceipt, 3000);
})();
