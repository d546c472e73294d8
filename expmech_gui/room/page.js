"use strict";
(function () {
  var config = JSON.parse(document.getElementById("config").textContent);
  var form = document.getElementById("form");
  var status = document.getElementById("status");
  var receiptBox = document.getElementById("receipt");
  var base = "/" + encodeURIComponent(config.code);
  var texts = config.texts;  // the page's sentences in the presenter's language (room/page.py)

  // a template's {fields} from values; a field without a value stays as it is
  function fill(template, values) {
    return template.replace(/\{(\w+)\}/g, function (whole, name) {
      return Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : whole;
    });
  }
  function decimal(text) { return text.replace(".", texts.decimal); }

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
      if (text === "") { return null; }
      // the language's decimal comma, where unambiguous: German "1.234,5" goes as "1234.5" (the server reads points)
      var parts = text.split(texts.decimal);
      if (texts.decimal !== "." && parts.length === 2 && /^\d*$/.test(parts[1])) {
        return parts[0].split(texts.group).join("") + "." + parts[1];
      }
      return text;
    }
    var picked = Array.prototype.slice.call(form.querySelectorAll("input[name=choice]:checked"))
      .map(function (el) { return el.value; });
    if (config.kind === "one") { return picked.length ? picked[0] : null; }
    return picked;
  }
  function percent(x) { return decimal((100 * x).toPrecision(3)) + "%"; }
  function showReceipt() {
    fetch(base + "/receipt", { credentials: "same-origin" }).then(function (r) {
      if (r.status !== 200) { return null; }
      return r.json();
    }).then(function (data) {
      if (!data) { return; }
      if (data.your_factor === null) {
        receiptBox.textContent = fill(texts.not_in, { released: data.released });
        return;
      }
      receiptBox.textContent = fill(texts.receipt, {
        released: data.released, absent: percent(data.absent), present: percent(data.present),
        factor: decimal(Number(data.your_factor).toPrecision(4)), bound: decimal(Number(data.bound).toPrecision(4))
      }) + (data.belief ? " " + data.belief.sentence : "");  // the server's words (core.privacy.attacker)
    }).catch(function () { /* offline for a moment: the next poll tries again */ });
  }
  form.addEventListener("submit", function (event) {
    event.preventDefault();
    var value = answer();
    if (value === null) { status.textContent = texts.choose; return; }
    var body = { answer: value };
    if (config.local_epsilon !== null) {
      body.answer = config.kind === "one" ? randomizeOne(value, config.choices, config.local_epsilon)
        : randomizeMany(value, config.choices, config.local_epsilon);
      body.local_epsilon = config.local_epsilon;
    }
    status.textContent = texts.sending;
    fetch(base + "/answer", {
      method: "POST", credentials: "same-origin",
      headers: { "Content-Type": "application/json" }, body: JSON.stringify(body)
    }).then(function (r) {
      return r.json().then(function (data) { return { ok: r.ok, data: data }; });
    }).then(function (res) {
      status.textContent = res.ok ? fill(texts.counted, { answers: res.data.answers })
        : fill(texts.refused, { error: res.data.error });
    }).catch(function () { status.textContent = texts.offline; });
  });
  showReceipt();
  window.setInterval(showReceipt, 3000);
})();
