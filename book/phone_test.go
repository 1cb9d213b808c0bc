package book

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	cdppage "github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// wideJS lists the elements that reach past the viewport's right edge (the
// innermost ones, so the report names what to fix) and the page's width.
const wideJS = `((w) => {
  const out = [];
  for (const e of document.querySelectorAll('body *')) {
    const r = e.getBoundingClientRect();
    if (r.width === 0 || r.right <= w + 1) continue;
    let p = e.parentElement, clipped = false;
    while (p) { const s = getComputedStyle(p); if (s.overflowX !== 'visible' && s.overflowX !== 'clip' || s.display === 'none') { clipped = p !== document.body && p !== document.documentElement; break; } p = p.parentElement; }
    if (clipped) continue;
    if (Array.from(e.children).some(c => c.getBoundingClientRect().right > w + 1)) continue;
    out.push(e.tagName.toLowerCase() + (e.id ? '#' + e.id : '') + (e.className && e.className.baseVal === undefined ? '.' + String(e.className).split(' ').join('.') : '') + ' right=' + Math.round(r.right));
    if (out.length > 8) break;
  }
  return JSON.stringify({width: document.documentElement.scrollWidth, wide: out});
})(%d)`

type widthReport struct {
	Width int      `json:"width"`
	Wide  []string `json:"wide"`
}

func (b *browser) width(t *testing.T, vw int) widthReport {
	t.Helper()
	var js string
	b.run(t, "measure", chromedp.Evaluate(fmt.Sprintf(wideJS, vw), &js))
	var r widthReport
	if err := json.Unmarshal([]byte(js), &r); err != nil {
		t.Fatal(err)
	}
	return r
}

// TestBrowserPhone opens the book at 390 px (a phone) and at 1280 px: no
// page is wider than the viewport, the board's legal starts are on screen,
// a move shows the seeds in hand while they are sown.
func TestBrowserPhone(t *testing.T) {
	b := newBrowser(t)
	dir := builtBook(t)
	shots := screenshotDir(t)
	pages := []string{"index.html", "disputes.html", "dispute-3.html", "dispute-11.html", "dispute-13.html", "area-capture.html", "errata.html", "worked-rn-diagrams.html", "board.html"}
	for _, vw := range []int{390, 1280} {
		b.run(t, "viewport", emulation.SetDeviceMetricsOverride(int64(vw), 844, 1, vw < 500))
		for _, page := range pages {
			wait := chromedp.WaitReady("footer", chromedp.ByQuery)
			if page == "board.html" {
				wait = chromedp.WaitReady(`body[data-engine="ready"]`, chromedp.ByQuery)
			}
			b.run(t, "open "+page, chromedp.Navigate(fileURL(dir, page)), wait, chromedp.Sleep(100*time.Millisecond))
			if r := b.width(t, vw); r.Width > vw || len(r.Wide) > 0 {
				t.Errorf("at %d px, %s lays out %d px wide; past the edge: %s", vw, page, r.Width, strings.Join(r.Wide, ", "))
			}
			b.shot(t, shots, fmt.Sprintf("w%d-%s.png", vw, strings.TrimSuffix(page, ".html")))
			b.noErrors(t, fmt.Sprintf("%s at %d px", page, vw))
		}
		// The board: the pits that start the legal moves (A6, A7) are on
		// screen; mid-move (after "pick-up A6 (3)") the three seeds in
		// hand are drawn.
		var right float64
		b.run(t, "the legal starts", chromedp.Navigate(fileURL(dir, "board.html")), chromedp.WaitReady(`body[data-engine="ready"]`, chromedp.ByQuery),
			chromedp.Evaluate(`Math.max(...['A6','A7'].map(p => document.querySelector('#live g.pit[data-pit="'+p+'"]').getBoundingClientRect().right))`, &right))
		if right > float64(vw) {
			t.Errorf("at %d px, the legal starts A6 and A7 end at x=%.0f, off-screen", vw, right)
		}
		// The option menus show their longest reading whole
		// ("only-if-facing-empty (ruling)" was cut).
		var cut []string
		b.run(t, "option menus", chromedp.Evaluate(`(() => {
			const c = document.createElement('canvas').getContext('2d'), out = [];
			for (const s of document.querySelectorAll('#options select')) {
				c.font = getComputedStyle(s).font;
				const need = Math.max(...Array.from(s.options).map(o => c.measureText(o.text).width)) + 24;
				if (s.getBoundingClientRect().width < need) out.push(s.id + ' ' + Math.round(s.getBoundingClientRect().width) + ' < ' + Math.round(need));
			}
			return out;
		})()`, &cut))
		if len(cut) > 0 {
			t.Errorf("at %d px, option menus too narrow for their readings: %s", vw, strings.Join(cut, ", "))
		}
		var hand string
		var visible bool
		b.run(t, "mid-move", chromedp.Click(`#live g.pit[data-pit="A6"]`, chromedp.ByQuery),
			chromedp.WaitVisible(`#moves button[data-move="A6<*"]`, chromedp.ByQuery),
			chromedp.Click(`#moves button[data-move="A6<*"]`, chromedp.ByQuery),
			chromedp.WaitVisible(`#steps li`, chromedp.ByQuery), chromedp.Click(`#steps li:nth-child(2)`, chromedp.ByQuery),
			chromedp.Evaluate(`(() => { const g = document.querySelector('#live g.hand'); return g ? g.dataset.seeds : ''; })()`, &hand),
			chromedp.Evaluate(fmt.Sprintf(`(() => { const g = document.querySelector('#live g.hand'); if (!g) return false; const r = g.getBoundingClientRect(); return r.width > 0 && r.right <= %d && getComputedStyle(g).visibility !== 'hidden'; })()`, vw), &visible),
			chromedp.Evaluate(`document.getElementById('live').scrollIntoView()`, nil))
		if hand != "3" || !visible {
			t.Errorf("at %d px, at step 2 of A6<* (pick-up A6 (3)) the board shows %q seeds in hand (visible on screen: %v), want 3", vw, hand, visible)
		}
		b.shot(t, shots, fmt.Sprintf("w%d-board-in-hand.png", vw))
		// A long move's sowing-by-sowing boards load when opened.
		var minis int
		b.run(t, "open a series", chromedp.Navigate(fileURL(dir, "dispute-13.html")), chromedp.WaitReady("footer", chromedp.ByQuery),
			chromedp.Evaluate(`(() => { const d = document.querySelector('details.series'); d.open = true; d.scrollIntoView(); })()`, nil),
			chromedp.WaitVisible(`details.series figure.fig.mini svg.board`, chromedp.ByQuery),
			chromedp.Evaluate(`document.querySelector('details.series').querySelectorAll('figure.fig.mini svg.board').length`, &minis))
		if minis == 0 {
			t.Errorf("at %d px, opening a series drew no boards", vw)
		}
		if r := b.width(t, vw); r.Width > vw {
			t.Errorf("at %d px, dispute-13.html with a series open lays out %d px wide: %s", vw, r.Width, strings.Join(r.Wide, ", "))
		}
		b.shot(t, shots, fmt.Sprintf("w%d-series.png", vw))
		b.noErrors(t, fmt.Sprintf("a series at %d px", vw))
		b.noErrors(t, fmt.Sprintf("board mid-move at %d px", vw))
	}
	b.run(t, "reset", emulation.ClearDeviceMetricsOverride())
}

// printPageHeight is the height of an A4 page's content in CSS px at the
// book's @page margin (29.7 cm - 2 x 1.5 cm at 96 px per inch).
const printPageHeight = (29.7 - 3) / 2.54 * 96

// TestBrowserPrint prints dispute pages (A4, print media): every reading
// card and scenario card is kept whole (break-inside: avoid) and fits on
// one page, so none is split into an empty frame; no board is wider than
// the page. The PDFs go beside the screenshots.
func TestBrowserPrint(t *testing.T) {
	b := newBrowser(t)
	dir := builtBook(t)
	shots := screenshotDir(t)
	for _, page := range []string{"dispute-3.html", "dispute-11.html", "dispute-13.html", "area-capture.html"} {
		var bad []string
		b.run(t, "print "+page, emulation.SetEmulatedMedia().WithMedia("print"),
			emulation.SetDeviceMetricsOverride(718, 1009, 1, false), // A4 less the margins
			chromedp.Navigate(fileURL(dir, page)), chromedp.WaitReady("footer", chromedp.ByQuery),
			chromedp.Evaluate(fmt.Sprintf(`Array.from(document.querySelectorAll('.reading, article.scenario, figure.fig')).filter(e => e.getBoundingClientRect().height > 0).map(e => {
				const r = e.getBoundingClientRect(), s = getComputedStyle(e), id = (e.closest('[id]') || {}).id || e.className;
				if (s.breakInside !== 'avoid') return id + ': may split (break-inside ' + s.breakInside + ')';
				if (r.height > %f) return id + ': ' + Math.round(r.height) + ' px, taller than a page';
				if (r.right > window.innerWidth + 1) return id + ': wider than the page';
				return '';
			}).filter(Boolean)`, printPageHeight), &bad))
		if len(bad) > 0 {
			t.Errorf("printed, %s has %d cards that may split across pages: %s", page, len(bad), strings.Join(bad[:min(len(bad), 6)], "; "))
		}
		var pdf []byte
		b.run(t, "pdf "+page, chromedp.ActionFunc(func(ctx context.Context) error {
			var err error
			pdf, _, err = cdppage.PrintToPDF().WithPaperWidth(8.27).WithPaperHeight(11.69).WithPreferCSSPageSize(true).Do(ctx)
			return err
		}))
		p := filepath.Join(shots, "print-"+strings.TrimSuffix(page, ".html")+".pdf")
		if err := os.WriteFile(p, pdf, 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("printed %s: %s", page, p)
		b.noErrors(t, "print "+page)
	}
	b.run(t, "screen media", emulation.SetEmulatedMedia().WithMedia(""), emulation.ClearDeviceMetricsOverride())
}
