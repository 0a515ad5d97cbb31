/* Pyodide without WebAssembly stack switching (JSPI), on the page and in the computer's worker.

   Where the browser has JSPI (Chromium since 137), Pyodide runs Python that PyScript starts asynchronously, and the
   asyncio callbacks after it, on separate WebAssembly stacks. In Chromium 156 that crashed the page's process now
   and then ("Aw, Snap!"): on the 2-core test host 2 first visits in about 1,200 of session 30, and 5 more crashes in
   session 29's runs. All 7 crash reports Chromium kept fault at the same instruction, in a loop of Chromium's
   own that scans a thread's stack upwards for frame pointers (a word that is aligned and points less than
   100,000 bytes further up), and each time it ran off the end of a small stack mapping (the faulting address a
   page boundary 11-15 KB above the stack pointer, away from the thread stacks): a switched WebAssembly stack,
   scanned as if it were the thread's own (what starts such a scan, now and then, Chromium's symbols would tell).
   Pyodide has open reports of Chrome crashes with JSPI that go away without it (pyodide#6106, pyodide#5702).
   We use nothing that needs JSPI (no `run_sync`, no `run_until_complete`, no blocking on a promise from Python),
   so Pyodide is shown a WebAssembly without it: it decides once, as it starts, from `"Suspending" in WebAssembly`
   (and the older `Suspender`). Nothing else on the page uses WebAssembly.

   Evaluated before Pyodide starts: boot.js and ai-worker.js import it first. */

for (const name of ["Suspending", "Suspender", "promising"]) delete WebAssembly[name];
