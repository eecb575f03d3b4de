// Starts the app on a page the server has already painted (worker/lib/page-snapshot.ts): its entry
// and modules (listed in #page-boot by worker/lib/page-hints.ts) are asked for once that paint and
// its cover are on screen, so they do not share a slow line with what the visitor sees first.
(function () {
  var data = JSON.parse(document.getElementById("page-boot").textContent);
  var started = false;
  function start() {
    if (started) return;
    started = true;
    data.preload.forEach(function (href) {
      var link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement("script");
    script.type = "module";
    script.crossOrigin = "";
    script.src = data.entry;
    document.head.appendChild(script);
  }
  function afterPaint() {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  // The page's largest picture (the cover) first, but never more than 3 s.
  var cover = document.querySelector("#page-snapshot img[fetchpriority=high]");
  if (cover && !cover.complete) {
    cover.addEventListener("load", afterPaint);
    cover.addEventListener("error", afterPaint);
    setTimeout(start, 3000);
  } else {
    afterPaint();
  }
})();
