// Material's search worker, with accents and apostrophes folded: « poignee » finds « Poignée »,
// « regle d or » finds « règle d'or ».
//
// scripts/hooks/search_fold.py points the theme's configuration (`__config.search`) at this file,
// with the theme's own worker as `?worker=`. This file sits beside it, so the theme's relative paths
// (`../lunr/min/lunr.fr.min.js`) still resolve. Two changes, nothing else:
// - the index: after the theme loads lunr's French language, a `fold` step ends the indexing and
//   query pipelines (the text shown in results keeps its accents: only the index terms are folded);
// - the query: folded the same way, apostrophes made separators as in the index
//   (`plugins.search.separator` in mkdocs.yml), then its words read as a French reader means them
//   (`readQuery`, below), before the theme reads it.
// The theme answers queries one after the other; see below for the ones it skips.
//
// The index is built at the reader's first query, not at every page load: the theme hands the index
// over as each page opens (`setup`) and lunr then spends about 0.16 s of processor on it, on every page,
// for a search most readers never open. The setup is answered « ready » at once and kept; the first
// query with a word in it applies it, then is answered (an empty one, which the theme sends as soon as
// the worker is ready, gets the theme's empty answer).
"use strict";

const fold = (text) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/œ/g, "oe")
    .replace(/æ/g, "ae")
    .replace(/Œ/g, "OE")
    .replace(/Æ/g, "AE");

const SETUP = 0; // the theme's message types: the index handed over, the worker ready, a query
const READY = 1;
const QUERY = 2;

function foldToken(token) {
  return token.update((text) => fold(text));
}

function addFolding(language) {
  if (!language || language.folded) return language;
  const folded = function (builder) {
    language.call(this, builder);
    this.pipeline.add(foldToken);
    if (this.searchPipeline) this.searchPipeline.add(foldToken);
  };
  return Object.assign(folded, language, { folded: true });
}

// French stop words (« à », « de », « le », « sur »…), folded: lunr's French language lists them when it
// loads (`generateStopWordFilter`), and they are kept here as that list is handed over.
const stopWords = new Set();

const importOriginal = self.importScripts.bind(self);
self.importScripts = (...urls) => {
  const lunr = self.lunr;
  const generate = lunr && lunr.generateStopWordFilter;
  if (generate)
    lunr.generateStopWordFilter = (words) => {
      for (const word of words) stopWords.add(fold(word));
      return generate(words);
    };
  try {
    importOriginal(...urls);
  } finally {
    if (generate) lunr.generateStopWordFilter = generate;
  }
  if (self.lunr && self.lunr.fr) self.lunr.fr = addFolding(self.lunr.fr);
};

// The theme makes every query word a prefix (« trois » is searched as « trois* », to find words as they
// are typed), and lunr runs no filter on a prefix: a stop word the reader typed then matched every word
// it begins, page tags included (weighted 10⁶), so that « a trois » put « À cinq joueurs » first (« a* »
// matched its tag « appel du Roi ») and « regle d or » put « Le décompte » second (« d* », its tag).
// Two rules, for every query:
// - a stop word the reader has finished typing (a word followed by another, or by a space) is left out,
//   as lunr leaves it out of the index; the word being typed stays, as the prefix of a longer word
//   (« sur » on the way to « surcouper »);
// - a plain word of more than three letters ending in « s » is searched without it, so that a plural
//   finds its singular as the singular finds its plural (« enchères » finds the tag « enchère »): the
//   index has no stemmer (a stemmed index term is not a prefix of the word typed).
const PLAIN = /^[a-z0-9]+$/;

function readQuery(query) {
  const typing = !/\s$/.test(query);
  const words = fold(query).toLowerCase().replace(/['’]/g, " ").trim().split(/\s+/);
  return words
    .filter((word, index) => !stopWords.has(word) || (typing && index === words.length - 1))
    .map((word) => (PLAIN.test(word) && word.length > 3 && word.endsWith("s") ? word.slice(0, -1) : word))
    .join(" ");
}

// Queries: only the latest waiting one is answered (a reader typing fast does not wait for the
// answers to the letters before the last), and each answer names its query (`query`).
let waiting = null;
let answering = "";
let setup = null; // the theme's setup, until the first query applies it
let built = null; // resolves once the theme has built the index
let onBuilt = null;
const post = self.postMessage.bind(self);
self.postMessage = (message, ...rest) => {
  if (message && message.type === READY && onBuilt) {
    onBuilt();
    onBuilt = null;
    return; // the page was told « ready » when the setup arrived
  }
  post(message && message.type === QUERY + 1 ? { ...message, query: answering } : message, ...rest);
};

function indexBuilt() {
  if (built === null)
    built = new Promise((resolve) => {
      onBuilt = resolve;
      setup();
    });
  return built;
}

const listen = self.addEventListener.bind(self);
self.addEventListener = (type, listener, options) => {
  if (type !== "message") return listen(type, listener, options);
  return listen(
    type,
    (event) => {
      const message = event.data;
      if (message && message.type === SETUP && built === null) {
        setup = () => listener(event);
        post({ type: READY });
        return;
      }
      if (!message || message.type !== QUERY || typeof message.data !== "string") return listener(event);
      if (built === null && waiting === null && readQuery(message.data) === "") {
        post({ type: QUERY + 1, data: { items: [] }, query: message.data }); // the theme's query at « ready »
        return;
      }
      if (waiting === null) {
        indexBuilt().then(() =>
          setTimeout(() => {
            const query = waiting;
            waiting = null;
            answering = query;
            listener({ data: { ...message, data: readQuery(query) } });
          }),
        );
      }
      waiting = message.data;
    },
    options,
  );
};

importOriginal(new URL(self.location.href).searchParams.get("worker"));
self.lunr.Pipeline.registerFunction(foldToken, "fold");
