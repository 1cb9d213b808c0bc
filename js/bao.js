// bao.js: the reference engine of Bao la Kiswahili for JavaScript, API
// version 1 (see README.md beside this file). It loads the engine, Go
// compiled to WebAssembly (bao-wasm.js, gzip in base64, and Go's
// wasm_exec.js, both beside this file), in Node and in a browser, also from
// a page opened as a file.
//
//   Node:    const Bao = require('./bao.js'); const bao = await Bao.load();
//   Browser: <script src="bao.js"></script> … const bao = await Bao.load();
(function (root, factory) {
  if (typeof module === 'object' && module.exports) module.exports = factory(root, true);
  else root.Bao = factory(root, false);
})(typeof globalThis !== 'undefined' ? globalThis : this, function (g, node) {
  'use strict';
  var API = 1;
  var FUNCTIONS = ['version', 'options', 'start', 'parse', 'moves', 'apply', 'explain', 'readings', 'vector'];
  var base = '';
  if (!node && typeof document !== 'undefined' && document.currentScript) {
    base = document.currentScript.src.replace(/[^/]*$/, '');
  }
  var loading = null;

  // BaoError is what a library function throws: kind is bad-call,
  // bad-position, bad-rules, bad-move or illegal-move.
  function BaoError(kind, message) {
    var e = new Error(message);
    e.name = 'BaoError';
    e.kind = kind;
    return e;
  }

  function script(src) {
    return new Promise(function (resolve, reject) {
      var s = document.createElement('script');
      s.src = src;
      s.onload = resolve;
      s.onerror = function () { reject(new Error(src + ' did not load')); };
      document.head.appendChild(s);
    });
  }

  function decode(b64) {
    var bin = atob(b64), a = new Uint8Array(bin.length);
    for (var i = 0; i < bin.length; i++) a[i] = bin.charCodeAt(i);
    return a;
  }

  // The engine's bytes: in Node read with require, in a browser from
  // script elements (browsers do not fetch file: URLs).
  function wasmBytes(opts) {
    if (node) {
      var path = require('path'), zlib = require('zlib');
      var dir = opts.dir || __dirname;
      // Go's wasm_exec.js needs globalThis.crypto, which Node has had as a
      // global only since 19; Node 18 has it as require('crypto').webcrypto.
      if (!g.crypto) g.crypto = require('crypto').webcrypto;
      if (typeof g.Go === 'undefined') require(path.join(dir, 'wasm_exec.js'));
      return Promise.resolve(zlib.gunzipSync(Buffer.from(require(path.join(dir, 'bao-wasm.js')), 'base64')));
    }
    var at = opts.base !== undefined ? opts.base : base;
    return (typeof g.Go === 'undefined' ? script(at + 'wasm_exec.js') : Promise.resolve())
      .then(function () { return g.BAO_WASM_GZ ? null : script(at + 'bao-wasm.js'); })
      .then(function () {
        var gz = decode(g.BAO_WASM_GZ);
        g.BAO_WASM_GZ = null;
        var stream = new Blob([gz]).stream().pipeThrough(new DecompressionStream('gzip'));
        return new Response(stream).arrayBuffer();
      });
  }

  function text(x) {
    if (x === undefined || x === null) return '';
    return typeof x === 'string' ? x : JSON.stringify(x);
  }

  function wrap(raw) {
    var bao = { api: API, raw: raw };
    FUNCTIONS.forEach(function (name) {
      bao[name] = function () {
        var args = Array.prototype.map.call(arguments, text);
        var out = JSON.parse(raw[name].apply(null, args));
        if (out && out.error) throw BaoError(out.error.kind, out.error.message);
        return name === 'vector' ? out.vector : out;
      };
    });
    var v = bao.version();
    if (v.api !== API) throw new Error('bao.js speaks API ' + API + ' but bao-wasm.js API ' + v.api + ': use the two files of one build');
    return bao;
  }

  // load starts the engine once and resolves to the library object.
  // Options: dir (Node) or base (browser, a URL ending in /) where
  // bao-wasm.js and wasm_exec.js are; by default beside bao.js.
  function load(opts) {
    if (loading) return loading;
    opts = opts || {};
    loading = wasmBytes(opts).then(function (bytes) {
      return new Promise(function (resolve, reject) {
        var go = new g.Go();
        g.baoEngineReady = function () {
          try { resolve(wrap(g.baoEngine)); } catch (e) { reject(e); }
        };
        WebAssembly.instantiate(bytes, go.importObject).then(function (r) { go.run(r.instance); }).catch(reject);
      });
    });
    return loading;
  }

  return { API: API, load: load, BaoError: BaoError, functions: FUNCTIONS.slice() };
});
