<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>ChartCommon</name>
    <message>
        <source>Power: %1</source>
        <translation>Leistung: %1</translation>
    </message>
    <message>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <source>Inter-token latency: %1</source>
        <translation>Inter-Token-Latenz: %1</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>Energy: %1</source>
        <translation>Energie: %1</translation>
    </message>
    <message>
        <source>J/token</source>
        <translation>J/token</translation>
    </message>
    <message>
        <source>Throughput: %1</source>
        <translation>Durchsatz: %1</translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation>tokens/s</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>✓ Recommended: %1</source>
        <translation>✓ Empfohlen: %1</translation>
    </message>
    <message>
        <source>✓ %1</source>
        <translation>✓ %1</translation>
    </message>
    <message>
        <source>✗ %1</source>
        <translation>✗ %1</translation>
    </message>
    <message>
        <source>⚠ Outside the training data: treat with care</source>
        <translation>⚠ Außerhalb der Trainingsdaten: mit Vorsicht verwenden</translation>
    </message>
    <message>
        <source>p90 / p99 ITL: %1 / %2</source>
        <extracomment>the p90 and p99 inter-token latencies, each with its interval</extracomment>
        <translation>p90-/p99-ITL: %1 / %2</translation>
    </message>
    <message>
        <source>Time to first token: %1</source>
        <translation>Zeit bis zum ersten Token: %1</translation>
    </message>
</context>
<context>
    <name>ChartExport</name>
    <message>
        <source>could not encode the image</source>
        <translation>das Bild konnte nicht kodiert werden</translation>
    </message>
    <message>
        <source>WattGPU Planner chart</source>
        <translation>Diagramm aus WattGPU Planner</translation>
    </message>
    <message>
        <source>could not start the SVG painter</source>
        <translation>die SVG-Ausgabe konnte nicht gestartet werden</translation>
    </message>
    <message>
        <source>WattGPU Planner</source>
        <translation>WattGPU Planner</translation>
    </message>
    <message>
        <source>could not write the PDF</source>
        <translation>das PDF konnte nicht geschrieben werden</translation>
    </message>
    <message>
        <source>unknown format</source>
        <translation>unbekanntes Format</translation>
    </message>
    <message>
        <source>could not start the PDF painter</source>
        <translation>die PDF-Ausgabe konnte nicht gestartet werden</translation>
    </message>
</context>
<context>
    <name>ChartModelBuilder</name>
    <message>
        <source>%1 · server at %2 req/s · prompt %3 / output %4 tokens · %5 · GPUs per replica: %6</source>
        <extracomment>chart subtitle (server mode): model · request rate · prompt/output · precision · GPUs per replica</extracomment>
        <translation>%1 · Server bei %2 req/s · Prompt %3 / Ausgabe %4 Tokens · %5 · GPUs pro Replikat: %6</translation>
    </message>
    <message>
        <source>%1 · concurrency %2 · prompt %3 / output %4 tokens · %5 · GPUs per replica: %6</source>
        <extracomment>chart subtitle: model · concurrency · precision · GPUs per replica</extracomment>
        <translation>%1 · Parallelität %2 · Prompt %3 / Ausgabe %4 Tokens · %5 · GPUs pro Replikat: %6</translation>
    </message>
    <message>
        <source>meets the SLA with the lowest %1</source>
        <translation>erfüllt das SLA mit dem niedrigsten Wert für %1</translation>
    </message>
    <message>
        <source>meets the SLA; %1 % more %2 than the winner</source>
        <translation>erfüllt das SLA; %1 % mehr %2 als der Gewinner</translation>
    </message>
    <message>
        <source>none meets the SLA</source>
        <translation>keine erfüllt das SLA</translation>
    </message>
    <message>
        <source>auto</source>
        <extracomment>GPUs per replica chosen per GPU type</extracomment>
        <translation>auto</translation>
    </message>
    <message>
        <source>all counts</source>
        <extracomment>GPUs per replica: every supported count is shown as a deployment of its own</extracomment>
        <translation>alle Anzahlen</translation>
    </message>
    <message>
        <source>; at risk: %1</source>
        <translation>; gefährdet: %1</translation>
    </message>
</context>
<context>
    <name>CustomGpuDialog</name>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>Hersteller</translation>
    </message>
    <message>
        <source>Architecture</source>
        <translation>Architektur</translation>
    </message>
    <message>
        <source>Form factor</source>
        <translation>Bauform</translation>
    </message>
    <message>
        <source>Memory type</source>
        <translation>Speichertyp</translation>
    </message>
    <message>
        <source>Release year</source>
        <translation>Erscheinungsjahr</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>GB</source>
        <translation>GB</translation>
    </message>
    <message>
        <source>Memory bandwidth</source>
        <translation>Speicherbandbreite</translation>
    </message>
    <message>
        <source>GB/s</source>
        <translation>GB/s</translation>
    </message>
    <message>
        <source>Memory bus</source>
        <translation>Speicherbus</translation>
    </message>
    <message>
        <source>bits</source>
        <translation>Bit</translation>
    </message>
    <message>
        <source>TDP (board power)</source>
        <translation>TDP (Board-Leistung)</translation>
    </message>
    <message>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <source>BF16 tensor, dense</source>
        <translation>BF16-Tensor, dicht</translation>
    </message>
    <message>
        <source>TFLOPS</source>
        <translation>TFLOPS</translation>
    </message>
    <message>
        <source>FP16 tensor, dense</source>
        <translation>FP16-Tensor, dicht</translation>
    </message>
    <message>
        <source>FP8 tensor, dense</source>
        <translation>FP8-Tensor, dicht</translation>
    </message>
    <message>
        <source>INT8 tensor, dense</source>
        <translation>INT8-Tensor, dicht</translation>
    </message>
    <message>
        <source>TOPS</source>
        <translation>TOPS</translation>
    </message>
    <message>
        <source>FP32</source>
        <translation>FP32</translation>
    </message>
    <message>
        <source>Interconnect (NVLink / fabric)</source>
        <translation>Verbindung (NVLink / Fabric)</translation>
    </message>
    <message>
        <source>PCIe generation</source>
        <translation>PCIe-Generation</translation>
    </message>
    <message>
        <source>Base clock</source>
        <translation>Basistakt</translation>
    </message>
    <message>
        <source>MHz</source>
        <translation>MHz</translation>
    </message>
    <message>
        <source>Boost clock</source>
        <translation>Boost-Takt</translation>
    </message>
    <message>
        <source>SMs / compute units</source>
        <translation>SMs / Recheneinheiten</translation>
    </message>
    <message>
        <source>Tensor cores</source>
        <translation>Tensor-Kerne</translation>
    </message>
    <message>
        <source>Transistors</source>
        <translation>Transistoren</translation>
    </message>
    <message>
        <source>million</source>
        <translation>Millionen</translation>
    </message>
    <message>
        <source>Process</source>
        <translation>Fertigungsprozess</translation>
    </message>
    <message>
        <source>nm</source>
        <translation>nm</translation>
    </message>
    <message>
        <source>Die size</source>
        <translation>Die-Fläche</translation>
    </message>
    <message>
        <source>mm²</source>
        <translation>mm²</translation>
    </message>
    <message>
        <source>L2 cache</source>
        <translation>L2-Cache</translation>
    </message>
    <message>
        <source>MB</source>
        <translation>MB</translation>
    </message>
    <message>
        <source>Backend</source>
        <translation>Backend</translation>
    </message>
</context>
<context>
    <name>DisplayText</name>
    <message>
        <source>n/a</source>
        <translation>k. A.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>value and unit, e.g. &quot;312 W&quot;</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 %2 (%3–%4)</source>
        <extracomment>value, unit and interval, e.g. &quot;312 W (280–350)&quot;</extracomment>
        <translation>%1 %2 (%3–%4)</translation>
    </message>
    <message>
        <source>%1 (%2–%3)</source>
        <extracomment>value and interval, e.g. &quot;312 (280–350)&quot;</extracomment>
        <translation>%1 (%2–%3)</translation>
    </message>
    <message>
        <source>GB</source>
        <translation>GB</translation>
    </message>
    <message>
        <source>MB</source>
        <translation>MB</translation>
    </message>
    <message>
        <source>KiB</source>
        <translation>KiB</translation>
    </message>
    <message>
        <source>bytes</source>
        <translation>Bytes</translation>
    </message>
    <message>
        <source>M</source>
        <translation>M</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>BF16</source>
        <translation>BF16</translation>
    </message>
    <message>
        <source>FP16</source>
        <translation>FP16</translation>
    </message>
    <message>
        <source>FP8</source>
        <translation>FP8</translation>
    </message>
    <message>
        <source>MXFP4</source>
        <translation>MXFP4</translation>
    </message>
    <message>
        <source>Energy per token</source>
        <translation>Energie pro Token</translation>
    </message>
    <message>
        <source>Mean power</source>
        <translation>Mittlere Leistung</translation>
    </message>
    <message>
        <source>Electricity cost</source>
        <translation>Stromkosten</translation>
    </message>
    <message>
        <source>CO₂ emissions</source>
        <translation>CO₂-Emissionen</translation>
    </message>
    <message>
        <source>energy</source>
        <translation>Energie</translation>
    </message>
    <message>
        <source>power</source>
        <translation>Leistung</translation>
    </message>
    <message>
        <source>cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>CO₂</source>
        <translation>CO₂</translation>
    </message>
    <message>
        <source>J/token</source>
        <translation>J/token</translation>
    </message>
    <message>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <source>$/1M tokens</source>
        <translation>$/1 Mio. Tokens</translation>
    </message>
    <message>
        <source>gCO₂/1M tokens</source>
        <translation>gCO₂/1 Mio. Tokens</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>does not fit: needs %1 per GPU, has %2</source>
        <translation>passt nicht: braucht %1 pro GPU, hat %2</translation>
    </message>
    <message>
        <source>does not fit in GPU memory</source>
        <translation>passt nicht in den GPU-Speicher</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>uses more energy than the winner</source>
        <translation>braucht mehr Energie als der Gewinner</translation>
    </message>
    <message>
        <source>; nearest fix: %1</source>
        <translation>; nächstliegende Abhilfe: %1</translation>
    </message>
    <message>
        <source>overloaded: %1 is more than one replica sustains</source>
        <translation>überlastet: %1 sind mehr, als ein Replikat schafft</translation>
    </message>
    <message>
        <source>req/s</source>
        <translation>req/s</translation>
    </message>
    <message>
        <source>overloaded: the request rate is more than one replica sustains</source>
        <translation>überlastet: die Anfragerate ist höher, als ein Replikat schafft</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <extracomment>a deployment: GPUs per replica × GPU name, e.g. &quot;2 × H100 SXM5&quot;</extracomment>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>not finite: a predicted figure overflows (an extreme rate, workload or price)</source>
        <translation>nicht endlich: ein vorhergesagter Wert läuft über (eine extreme Rate, Last oder ein extremer Preis)</translation>
    </message>
    <message>
        <source>%1 GPUs per replica meet the SLA (ITL %2)</source>
        <extracomment>A proven fix: &quot;&lt;n&gt; GPUs per replica meet the SLA (ITL &lt;ms&gt;)&quot;</extracomment>
        <translation>%1 GPUs pro Replikat erfüllen das SLA (ITL %2)</translation>
    </message>
    <message>
        <source>concurrency %1 meets the SLA (ITL %2)</source>
        <translation>Parallelität %1 erfüllt das SLA (ITL %2)</translation>
    </message>
    <message>
        <source>at most %1 per replica meets the SLA (ITL %2); %3 replicas carry %4</source>
        <extracomment>A proven fix in server mode: at most &lt;rate&gt; per replica, so &lt;n&gt; replicas carry the asked rate</extracomment>
        <translation>höchstens %1 pro Replikat erfüllt das SLA (ITL %2); %3 Replikate tragen %4</translation>
    </message>
    <message>
        <source>%1 meets the SLA (ITL %2)</source>
        <extracomment>A proven fix: &quot;&lt;precision&gt; meets the SLA (ITL &lt;ms&gt;)&quot;</extracomment>
        <translation>%1 erfüllt das SLA (ITL %2)</translation>
    </message>
    <message>
        <source>%1 with %2 GPUs per replica meets the SLA (ITL %3)</source>
        <extracomment>A proven fix: &quot;&lt;precision&gt; with &lt;n&gt; GPUs per replica meets the SLA (ITL &lt;ms&gt;)&quot;</extracomment>
        <translation>%1 mit %2 GPUs pro Replikat erfüllt das SLA (ITL %3)</translation>
    </message>
    <message>
        <source>no hardware price for this GPU while others are quoted: not ranked on cost</source>
        <translation>kein Hardwarepreis für diese GPU, während andere bepreist sind: nicht in der Kostenrangfolge</translation>
    </message>
    <message>
        <source>auto (16-bit)</source>
        <extracomment>KV-cache precision: the engine&apos;s default, 16-bit like the activations</extracomment>
        <translation>automatisch (16 Bit)</translation>
    </message>
    <message>
        <source>ITL %1 &gt; SLA %2</source>
        <extracomment>an ITL limit missed: &quot;ITL 62.1 ms &gt; SLA 50 ms&quot;</extracomment>
        <translation>ITL %1 &gt; SLA %2</translation>
    </message>
    <message>
        <source>TTFT %1 &gt; SLA %2</source>
        <extracomment>a TTFT limit missed: &quot;TTFT 812 ms &gt; SLA 500 ms&quot;</extracomment>
        <translation>TTFT %1 &gt; SLA %2</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>the ITL interval reaches %1, above the SLA</source>
        <translation>das ITL-Intervall reicht bis %1, über das SLA</translation>
    </message>
    <message>
        <source>the TTFT interval reaches %1, above the TTFT SLA</source>
        <translation>das TTFT-Intervall reicht bis %1, über das TTFT-SLA</translation>
    </message>
    <message>
        <source>%1 ITL</source>
        <extracomment>an SLA by its limit: &quot;50 ms ITL&quot;</extracomment>
        <translation>%1 ITL</translation>
    </message>
    <message>
        <source>%1 ITL and %2 TTFT</source>
        <extracomment>an SLA by its two limits: &quot;50 ms ITL and 500 ms TTFT&quot;</extracomment>
        <translation>%1 ITL und %2 TTFT</translation>
    </message>
    <message>
        <source>too slow: %1</source>
        <extracomment>a deployment that misses a limit of the SLA: &quot;too slow: ITL 62.1 ms &gt; SLA 50 ms&quot;</extracomment>
        <translation>zu langsam: %1</translation>
    </message>
    <message>
        <source>energy per token</source>
        <extracomment>the objective inside a sentence (&quot;line: its energy per token&quot;)</extracomment>
        <translation>Energie pro Token</translation>
    </message>
    <message>
        <source>mean power</source>
        <extracomment>the objective inside a sentence (&quot;line: its mean power&quot;)</extracomment>
        <translation>mittlere Leistung</translation>
    </message>
    <message>
        <source>electricity cost</source>
        <extracomment>the objective inside a sentence (&quot;line: its electricity cost&quot;)</extracomment>
        <translation>Stromkosten</translation>
    </message>
    <message>
        <source>CO₂ emissions</source>
        <comment>in a sentence</comment>
        <extracomment>the objective inside a sentence (&quot;line: its CO₂ emissions&quot;)</extracomment>
        <translation>CO₂-Emissionen</translation>
    </message>
</context>
<context>
    <name>PlanIo</name>
    <message>
        <source>The file could not be read or written: %1.</source>
        <translation>Die Datei konnte nicht gelesen oder geschrieben werden: %1.</translation>
    </message>
    <message>
        <source>The file is too large to be a plan.</source>
        <translation>Die Datei ist zu groß für einen Plan.</translation>
    </message>
    <message>
        <source>The file is damaged: it is not valid JSON (%1).</source>
        <translation>Die Datei ist beschädigt: kein gültiges JSON (%1).</translation>
    </message>
    <message>
        <source>The file is not a WattGPU plan.</source>
        <translation>Die Datei ist kein WattGPU-Plan.</translation>
    </message>
    <message>
        <source>The plan was written by a newer version of WattGPU Planner (format %1).</source>
        <translation>Der Plan wurde von einer neueren Version von WattGPU Planner geschrieben (Format %1).</translation>
    </message>
    <message>
        <source>The value of “%1” is invalid: %2.</source>
        <translation>Der Wert von „%1“ ist ungültig: %2.</translation>
    </message>
    <message>
        <source>Could not open the plan “%1”.
%2
Your current plan has not been changed.</source>
        <translation>Der Plan „%1“ konnte nicht geöffnet werden.
%2
Ihr aktueller Plan wurde nicht verändert.</translation>
    </message>
    <message>
        <source>Could not save the plan to “%1”: %2.
The previous file, if any, is unchanged.</source>
        <translation>Der Plan konnte nicht unter „%1“ gespeichert werden: %2.
Eine vorhandene Datei bleibt unverändert.</translation>
    </message>
</context>
<context>
    <name>RecommendationWriter</name>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>less power</source>
        <translation>weniger Leistung</translation>
    </message>
    <message>
        <source>less energy per token</source>
        <translation>weniger Energie pro Token</translation>
    </message>
    <message>
        <source>No GPU is included. Tick at least one GPU in the table to get a recommendation.</source>
        <translation>Keine GPU einbezogen. Haken Sie mindestens eine GPU in der Tabelle an, um eine Empfehlung zu erhalten.</translation>
    </message>
    <message>
        <source>%1, no GPU qualifies.</source>
        <translation>%1 erfüllt keine GPU die Anforderungen.</translation>
    </message>
    <message>
        <source>None of the included GPUs (%1) can hold the model and its KV cache in memory.</source>
        <translation>Keine der einbezogenen GPUs (%1) fasst das Modell und seinen KV-Cache im Speicher.</translation>
    </message>
    <message>
        <source>The fastest, %1, reaches %2 — above the SLA.</source>
        <translation>Die schnellste, %1, erreicht %2 – über dem SLA.</translation>
    </message>
    <message>
        <source>Try a looser SLA, lower concurrency, FP8 or more GPUs per replica.</source>
        <translation>Versuchen Sie ein lockereres SLA, weniger Parallelität, FP8 oder mehr GPUs pro Replikat.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source> — the only included GPU that meets the SLA (%1).</source>
        <translation> – die einzige einbezogene GPU, die das SLA erfüllt (%1).</translation>
    </message>
    <message>
        <source> — %1 % %2 than the runner-up, %3</source>
        <translation> – %1 % %2 als die Zweitplatzierte, %3</translation>
    </message>
    <message>
        <source>, and %1 % less than %2 (%3 TDP), the highest-power GPU that also meets it</source>
        <translation>, und %1 % weniger als %2 (%3 TDP), die leistungsstärkste GPU, die es ebenfalls erfüllt</translation>
    </message>
    <message>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <source> (%1 TDP, the highest-power GPU that also meets the SLA)</source>
        <translation> (%1 TDP, die leistungsstärkste GPU, die das SLA ebenfalls erfüllt)</translation>
    </message>
    <message>
        <source>. %1 at %2.</source>
        <translation>. %1 bei %2.</translation>
    </message>
    <message>
        <source>%1 uses %2 % more %3</source>
        <translation>%1 braucht %2 % mehr %3</translation>
    </message>
    <message>
        <source>%1 is too slow (%2)</source>
        <translation>%1 ist zu langsam (%2)</translation>
    </message>
    <message>
        <source>%1 does not fit in memory</source>
        <translation>%1 passt nicht in den Speicher</translation>
    </message>
    <message>
        <source>Why not the obvious choices: %1.</source>
        <translation>Warum nicht die naheliegenden: %1.</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>Meet the SLA: %1 · too slow: %2 · do not fit: %3.</source>
        <translation>Erfüllen das SLA: %1 · zu langsam: %2 · passen nicht: %3.</translation>
    </message>
    <message>
        <source>req/s</source>
        <translation>req/s</translation>
    </message>
    <message>
        <source>lower cost per token</source>
        <translation>geringere Kosten pro Token</translation>
    </message>
    <message>
        <source>less CO₂ per token</source>
        <translation>weniger CO₂ pro Token</translation>
    </message>
    <message>
        <source>For %1 at concurrency %2 with a %3 SLA on %4</source>
        <extracomment>&quot;For &lt;model&gt; at concurrency &lt;n&gt; with a &lt;sla&gt; SLA on &lt;ITL definition&gt;&quot;</extracomment>
        <translation>Für %1 bei Parallelität %2 mit einem SLA von %3 auf %4</translation>
    </message>
    <message>
        <source>%1, at the upper bound of its interval</source>
        <translation>%1, an der oberen Grenze ihres Intervalls</translation>
    </message>
    <message>
        <source>Nearest fix: %1: %2.</source>
        <extracomment>&quot;Nearest fix: &lt;GPU name&gt;: &lt;what changes and the ITL it reaches&gt;.&quot;</extracomment>
        <translation>Nächstliegende Abhilfe: %1: %2.</translation>
    </message>
    <message>
        <source>No fix was found: no change of GPUs per replica, concurrency, rate or precision meets the SLA.</source>
        <translation>Keine Abhilfe gefunden: keine Änderung von GPUs pro Replikat, Parallelität, Rate oder Präzision erfüllt das SLA.</translation>
    </message>
    <message>
        <source>at risk: its ITL interval reaches %1, above the %2 SLA</source>
        <extracomment>The winner&apos;s ~80 % interval reaches above the SLA</extracomment>
        <translation>gefährdet: ihr ITL-Intervall reicht bis %1, über das SLA von %2</translation>
    </message>
    <message>
        <source>For %1 at %2 per replica with a %3 SLA on %4</source>
        <extracomment>&quot;For &lt;model&gt; at &lt;rate&gt; req/s per replica with a &lt;sla&gt; SLA on &lt;ITL definition&gt;&quot; (server mode: the rate one replica is offered; the fleet target is Capacity&apos;s question)</extracomment>
        <translation>Für %1 bei %2 pro Replikat mit einem SLA von %3 auf %4</translation>
    </message>
    <message>
        <source>Fleet target %1: see Capacity.</source>
        <extracomment>server mode: the fleet question is answered on the Capacity tab</extracomment>
        <translation>Flottenziel %1: siehe Kapazität.</translation>
    </message>
    <message>
        <source>%1 and a %2 TTFT limit</source>
        <extracomment>the SLA&apos;s second limit after its ITL definition: &quot;median ITL and a 500 ms TTFT limit&quot;</extracomment>
        <translation>%1 und einer TTFT-Grenze von %2</translation>
    </message>
    <message>
        <source>The fastest, %1, misses the SLA: %2.</source>
        <translation>Die schnellste, %1, verfehlt das SLA: %2.</translation>
    </message>
    <message>
        <source>at risk: its TTFT interval reaches %1, above the %2 TTFT SLA</source>
        <extracomment>The winner&apos;s ~80 % TTFT interval reaches above the TTFT limit</extracomment>
        <translation>gefährdet: ihr TTFT-Intervall reicht bis %1, über das TTFT-SLA von %2</translation>
    </message>
    <message>
        <source>%1 is too slow to the first token (%2)</source>
        <extracomment>a deployment that misses the TTFT limit: &quot;&lt;name&gt; is too slow to the first token (812 ms)&quot;</extracomment>
        <translation>%1 braucht zu lange bis zum ersten Token (%2)</translation>
    </message>
    <message>
        <source>%1 replicas of %2</source>
        <translation>%1 Replikate von %2</translation>
    </message>
    <message>
        <source>Fleet for %1: %2 (%3 GPUs) — no fleet fits the %4 power budget; this one, of the smallest peak, exceeds it by %5.</source>
        <extracomment>banner with a fleet target when no fleet fits the power budget</extracomment>
        <translation>Flotte für %1: %2 (%3 GPUs) — keine Flotte passt in das Leistungsbudget von %4; diese, mit der kleinsten Spitze, überschreitet es um %5.</translation>
    </message>
    <message>
        <source>kW</source>
        <translation>kW</translation>
    </message>
    <message>
        <source>Fleet for %1: %2 (%3 GPUs, %4), the lowest-energy fleet within the %5 power budget.</source>
        <extracomment>banner with a fleet target and a power budget</extracomment>
        <translation>Flotte für %1: %2 (%3 GPUs, %4), die Flotte mit der geringsten Energie innerhalb des Leistungsbudgets von %5.</translation>
    </message>
    <message>
        <source>kWh/day</source>
        <translation>kWh/Tag</translation>
    </message>
    <message>
        <source>Fleet for %1: %2 (%3 GPUs, %4), the lowest-energy fleet.</source>
        <extracomment>banner with a fleet target</extracomment>
        <translation>Flotte für %1: %2 (%3 GPUs, %4), die Flotte mit der geringsten Energie.</translation>
    </message>
    <message>
        <source>Each replica is %1 (see Capacity). Per replica:</source>
        <extracomment>after the fleet: the per-replica ranking that follows is a different question; see the Capacity tab</extracomment>
        <translation>Jedes Replikat ist %1 (siehe Kapazität). Pro Replikat:</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>Mean power</source>
        <translation>Mittlere Leistung</translation>
    </message>
    <message>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>Energy per token</source>
        <translation>Energie pro Token</translation>
    </message>
    <message>
        <source>J/token</source>
        <translation>J/token</translation>
    </message>
    <message>
        <source>All-in cost</source>
        <translation>Gesamtkosten</translation>
    </message>
    <message>
        <source>$/1M tokens</source>
        <translation>$/1 Mio. Tokens</translation>
    </message>
    <message>
        <source>Electricity cost</source>
        <translation>Stromkosten</translation>
    </message>
    <message>
        <source>Carbon</source>
        <translation>CO₂</translation>
    </message>
    <message>
        <source>gCO₂/1M tokens</source>
        <translation>gCO₂/1 Mio. Tokens</translation>
    </message>
    <message>
        <source>%1: GPUs side by side</source>
        <translation>%1: GPUs im Vergleich</translation>
    </message>
    <message>
        <source>%1 vs best</source>
        <translation>%1 ggü. der besten</translation>
    </message>
    <message>
        <source>Does not fit in memory</source>
        <translation>Passt nicht in den Speicher</translation>
    </message>
    <message>
        <source>%1 req/s is more than one replica sustains</source>
        <translation>%1 req/s sind mehr, als ein Replikat schafft</translation>
    </message>
    <message>
        <source>needs %1 GB per GPU, %2 GB usable</source>
        <translation>braucht %1 GB pro GPU, %2 GB nutzbar</translation>
    </message>
    <message>
        <source>lowest</source>
        <translation>niedrigster Wert</translation>
    </message>
    <message>
        <source>above the SLA</source>
        <translation>über dem SLA</translation>
    </message>
    <message>
        <source>interval %1</source>
        <translation>Intervall %1</translation>
    </message>
    <message>
        <source>Costs and CO₂ per 1M output tokens.</source>
        <translation>Kosten und CO₂ pro 1 Mio. Ausgabe-Tokens.</translation>
    </message>
    <message>
        <source>Predicted from public specifications, not measured.</source>
        <translation>Aus öffentlichen Datenblättern vorhergesagt, nicht gemessen.</translation>
    </message>
    <message>
        <source>Mean power against inter-token latency</source>
        <translation>Mittlere Leistung gegen Inter-Token-Latenz</translation>
    </message>
    <message>
        <source>best</source>
        <translation>beste</translation>
    </message>
    <message>
        <source>meets the SLA</source>
        <translation>erfüllt das SLA</translation>
    </message>
    <message>
        <source>misses the SLA</source>
        <translation>verfehlt das SLA</translation>
    </message>
    <message>
        <source>misses ITL or TTFT</source>
        <translation>verfehlt ITL oder TTFT</translation>
    </message>
    <message>
        <source>Pareto front</source>
        <translation>Pareto-Front</translation>
    </message>
    <message>
        <source>error bars: prediction interval</source>
        <translation>Fehlerbalken: Vorhersageintervall</translation>
    </message>
    <message>
        <source>Mean power (W)</source>
        <translation>Mittlere Leistung (W)</translation>
    </message>
    <message>
        <source>SLA %1 ms</source>
        <translation>SLA %1 ms</translation>
    </message>
    <message>
        <source>ITL SLA %1 ms</source>
        <translation>ITL-SLA %1 ms</translation>
    </message>
    <message>
        <source>too slow for the SLA</source>
        <translation>zu langsam für das SLA</translation>
    </message>
    <message>
        <source>No GPU fits this model and workload in memory.</source>
        <translation>Keine GPU fasst dieses Modell mit dieser Last im Speicher.</translation>
    </message>
    <message>
        <source>(continued)</source>
        <translation>(Fortsetzung)</translation>
    </message>
    <message>
        <source>default (physics-informed gradient boosting)</source>
        <translation>default (physikbasiertes Gradient Boosting)</translation>
    </message>
    <message>
        <source>paper (gradient boosting on spec features)</source>
        <translation>paper (Gradient Boosting auf Datenblattmerkmalen)</translation>
    </message>
    <message>
        <source>ls_tdp (baseline: least squares on TDP)</source>
        <translation>ls_tdp (Basislinie: kleinste Quadrate auf TDP)</translation>
    </message>
    <message>
        <source>roofline (baseline: memory-bandwidth roofline)</source>
        <translation>roofline (Basislinie: Roofline der Speicherbandbreite)</translation>
    </message>
    <message>
        <source>WattGPU Planner %1</source>
        <translation>WattGPU Planner %1</translation>
    </message>
    <message>
        <source>Predicted from public specifications, not measured on the hardware</source>
        <translation>Aus öffentlichen Datenblättern vorhergesagt, nicht auf der Hardware gemessen</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>Eingabe</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>LLM</source>
        <translation>LLM</translation>
    </message>
    <message>
        <source>Model facts</source>
        <translation>Modelldaten</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Arbeitslast</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Szenario</translation>
    </message>
    <message>
        <source>Server: requests arrive at random (Poisson); the batch follows from Little&apos;s law, and power is the mean over time, idle periods included.</source>
        <translation>Server: Anfragen treffen zufällig ein (Poisson); der Batch folgt aus Littles Gesetz, die Leistung ist der zeitliche Mittelwert einschließlich Leerlauf.</translation>
    </message>
    <message>
        <source>Latency SLA</source>
        <translation>Latenz-SLA</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>%1 (%2), lowest wins</source>
        <translation>%1 (%2), der niedrigste Wert gewinnt</translation>
    </message>
    <message>
        <source>Economics</source>
        <translation>Wirtschaftlichkeit</translation>
    </message>
    <message>
        <source>version %1</source>
        <translation>Version %1</translation>
    </message>
    <message>
        <source>Predictor</source>
        <translation>Vorhersagemodell</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Leistung</translation>
    </message>
    <message>
        <source>ITL</source>
        <translation>ITL</translation>
    </message>
    <message>
        <source>Tokens/s</source>
        <translation>Tokens/s</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>Energie</translation>
    </message>
    <message>
        <source>Electricity</source>
        <translation>Strom</translation>
    </message>
    <message>
        <source>$/1M tok</source>
        <translation>$/1M tok</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>Hardware</translation>
    </message>
    <message>
        <source>All-in</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>CO₂</source>
        <translation>CO₂</translation>
    </message>
    <message>
        <source>g/1M tok</source>
        <translation>g/1M tok</translation>
    </message>
    <message>
        <source>vs best</source>
        <translation>ggü. bester</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <source>Every figure is for a replica of %1 GPUs.</source>
        <translation>Alle Werte gelten für ein Replikat aus %1 GPUs.</translation>
    </message>
    <message>
        <source>* Outside the training data&apos;s range: treat with extra caution.</source>
        <translation>* Außerhalb des Bereichs der Trainingsdaten: mit besonderer Vorsicht behandeln.</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Grund</translation>
    </message>
    <message>
        <source>Nearest fix</source>
        <translation>Nächstliegende Abhilfe</translation>
    </message>
    <message>
        <source>ITL %1 ms &gt; SLA %2 ms</source>
        <translation>ITL %1 ms &gt; SLA %2 ms</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Methode</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Zielgröße</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>Aufteilung</translation>
    </message>
    <message>
        <source>MdAPE</source>
        <translation>MdAPE</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>Pearson r</source>
        <translation>Pearson r</translation>
    </message>
    <message>
        <source>GPU τ</source>
        <translation>GPU τ</translation>
    </message>
    <message>
        <source>LLM τ</source>
        <translation>LLM τ</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>MdAPE: median absolute percentage error. τ: Kendall rank correlation of GPUs within each (LLM, workload) and of LLMs. Leave-one-GPU-out is the accuracy on a GPU the model never saw.</source>
        <translation>MdAPE: Median des absoluten prozentualen Fehlers. τ: Kendalls Rangkorrelation der GPUs je (LLM, Last) und der LLMs. „Eine GPU auslassen“ ist die Genauigkeit auf einer GPU, die das Modell nie gesehen hat.</translation>
    </message>
    <message>
        <source>No GPU in the catalog can serve this workload.</source>
        <translation>Keine GPU im Katalog kann diese Last bedienen.</translation>
    </message>
    <message>
        <source>Nearest fix: %1.</source>
        <translation>Nächstliegende Abhilfe: %1.</translation>
    </message>
    <message>
        <source>%1 W</source>
        <translation>%1 W</translation>
    </message>
    <message>
        <source>%1 ms ITL</source>
        <translation>%1 ms ITL</translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation>%1 Tokens/s</translation>
    </message>
    <message>
        <source>%1 J/token</source>
        <translation>%1 J/Token</translation>
    </message>
    <message>
        <source>$%1 per 1M tokens all-in</source>
        <translation>%1 $ pro 1 Mio. Tokens gesamt</translation>
    </message>
    <message>
        <source>$%1 electricity per 1M tokens</source>
        <translation>%1 $ Strom pro 1 Mio. Tokens</translation>
    </message>
    <message>
        <source>%1 gCO₂ per 1M tokens</source>
        <translation>%1 gCO₂ pro 1 Mio. Tokens</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>No hardware rate for %1: their cost is electricity only and not comparable with the quoted GPUs.</source>
        <translation>Kein Hardwarepreis für %1: deren Kosten sind nur Strom und nicht mit den bepreisten GPUs vergleichbar.</translation>
    </message>
    <message>
        <source>These are predictions from public specifications and a model trained on published measurements, not measurements of your deployment. Check the winner with a short benchmark before buying.</source>
        <translation>Dies sind Vorhersagen aus öffentlichen Datenblättern und einem auf veröffentlichten Messungen trainierten Modell, keine Messungen Ihres Betriebs. Prüfen Sie den Gewinner vor dem Kauf mit einem kurzen Benchmark.</translation>
    </message>
    <message>
        <source>Power is the GPUs&apos; own board power; CPUs, memory, networking and cooling enter only through the PUE.</source>
        <translation>Die Leistung ist die Board-Leistung der GPUs; CPUs, Speicher, Netzwerk und Kühlung gehen nur über den PUE ein.</translation>
    </message>
    <message>
        <source>Costs assume the GPUs serve this workload whenever they are paid for; idle time raises the real cost.</source>
        <translation>Die Kosten setzen voraus, dass die GPUs diese Last bedienen, wann immer sie bezahlt werden; Leerlauf erhöht die tatsächlichen Kosten.</translation>
    </message>
    <message>
        <source>The evaluation file could not be read (%1).</source>
        <translation>Die Auswertungsdatei konnte nicht gelesen werden (%1).</translation>
    </message>
    <message>
        <source>No evaluation results were found (%1). Run “wattgpu-cli evaluate” to produce them.</source>
        <translation>Keine Auswertungsergebnisse gefunden (%1). Führen Sie „wattgpu-cli evaluate“ aus, um sie zu erzeugen.</translation>
    </message>
    <message>
        <source>From %1.</source>
        <translation>Aus %1.</translation>
    </message>
    <message>
        <source>Predictor: %1</source>
        <translation>Vorhersagemodell: %1</translation>
    </message>
    <message numerus="yes">
        <source>trained on %n measured runs</source>
        <translation>
            <numerusform>trainiert mit %n gemessenen Lauf</numerusform>
            <numerusform>trainiert mit %n gemessenen Läufen</numerusform>
        </translation>
    </message>
    <message>
        <source>WattGPU Planner</source>
        <translation>WattGPU Planner</translation>
    </message>
    <message>
        <source>predictor %1</source>
        <translation>Vorhersagemodell %1</translation>
    </message>
    <message>
        <source>%1%2&#xa0;%</source>
        <comment>signed percent, e.g. +12 %</comment>
        <translation>%1%2&#xa0;%</translation>
    </message>
    <message>
        <source>Cost per 1M tokens</source>
        <translation>Kosten pro 1 Mio. Tokens</translation>
    </message>
    <message>
        <source>CO₂ per 1M tokens</source>
        <translation>CO₂ pro 1 Mio. Tokens</translation>
    </message>
    <message>
        <source>the lowest energy per output token</source>
        <translation>die niedrigste Energie pro Ausgabe-Token</translation>
    </message>
    <message>
        <source>the lowest mean power</source>
        <translation>die niedrigste mittlere Leistung</translation>
    </message>
    <message>
        <source>the lowest cost per output token</source>
        <translation>die niedrigsten Kosten pro Ausgabe-Token</translation>
    </message>
    <message>
        <source>the lowest CO₂ per output token</source>
        <translation>das niedrigste CO₂ pro Ausgabe-Token</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Beste</translation>
    </message>
    <message>
        <source>Meets SLA</source>
        <translation>Erfüllt SLA</translation>
    </message>
    <message>
        <source>Misses SLA</source>
        <translation>Verfehlt SLA</translation>
    </message>
    <message>
        <source>Does not fit</source>
        <translation>Passt nicht</translation>
    </message>
    <message>
        <source>Overloaded</source>
        <translation>Überlastet</translation>
    </message>
    <message>
        <source>Mixture-of-experts model: little training data, wider error</source>
        <translation>Mixture-of-Experts-Modell: wenig Trainingsdaten, größerer Fehler</translation>
    </message>
    <message>
        <source>Quantized weights (FP8/MXFP4): little training data</source>
        <translation>Quantisierte Gewichte (FP8/MXFP4): wenig Trainingsdaten</translation>
    </message>
    <message>
        <source>State-space or hybrid model: the KV-cache model applies only in part</source>
        <translation>Zustandsraum- oder Hybridmodell: das KV-Cache-Modell gilt nur teilweise</translation>
    </message>
    <message>
        <source>A GPU spec is missing; an estimate was used</source>
        <translation>Ein GPU-Datenblattwert fehlt; eine Schätzung wurde verwendet</translation>
    </message>
    <message>
        <source>GPU specs outside the training GPUs&apos; range</source>
        <translation>GPU-Daten außerhalb des Bereichs der Trainings-GPUs</translation>
    </message>
    <message>
        <source>LLM size outside the training range</source>
        <translation>LLM-Größe außerhalb des Trainingsbereichs</translation>
    </message>
    <message>
        <source>Workload (batch, context, GPU count) outside the training range</source>
        <translation>Last (Batch, Kontext, GPU-Anzahl) außerhalb des Trainingsbereichs</translation>
    </message>
    <message>
        <source>Precision not native on the GPU; predicted at a fallback precision</source>
        <translation>Präzision auf der GPU nicht nativ; mit einer Ersatzpräzision vorhergesagt</translation>
    </message>
    <message>
        <source>Weights and KV cache exceed GPU memory</source>
        <translation>Gewichte und KV-Cache übersteigen den GPU-Speicher</translation>
    </message>
    <message>
        <source>Power limit outside the GPU&apos;s range; clamped</source>
        <translation>Leistungslimit außerhalb des GPU-Bereichs; begrenzt</translation>
    </message>
    <message>
        <source>User-defined GPU</source>
        <translation>Benutzerdefinierte GPU</translation>
    </message>
    <message>
        <source>%1 req/s</source>
        <translation>%1 req/s</translation>
    </message>
    <message>
        <source>batch %1</source>
        <translation>Batch %1</translation>
    </message>
    <message>
        <source>%1 requests/s per replica (Poisson arrivals)</source>
        <translation>%1 Anfragen/s pro Replikat (Poisson-Ankünfte)</translation>
    </message>
    <message>
        <source>%1 requested, never measured</source>
        <translation>%1 angefragt, nie gemessen</translation>
    </message>
    <message>
        <source>, power cap %1 W per GPU</source>
        <translation>, Leistungslimit %1 W pro GPU</translation>
    </message>
    <message>
        <source>%1 B parameters, %2 B active (mixture of experts: %3 experts, %4 per token)</source>
        <translation>%1 Mrd. Parameter, %2 Mrd. aktiv (Mixture of Experts: %3 Experten, %4 pro Token)</translation>
    </message>
    <message>
        <source>%1 B parameters (dense)</source>
        <translation>%1 Mrd. Parameter (dicht)</translation>
    </message>
    <message>
        <source>; %1 layers, hidden size %2, %3 attention heads, %4 KV heads</source>
        <translation>; %1 Schichten, verborgene Dimension %2, %3 Attention-Heads, %4 KV-Heads</translation>
    </message>
    <message>
        <source>; context up to %1 tokens</source>
        <translation>; Kontext bis %1 Tokens</translation>
    </message>
    <message>
        <source>; quantized (%1)</source>
        <translation>; quantisiert (%1)</translation>
    </message>
    <message>
        <source>Electricity $%1 per kWh; PUE %2; grid %3 gCO₂ per kWh.</source>
        <translation>Strom %1 $ pro kWh; PUE %2; Netz %3 gCO₂ pro kWh.</translation>
    </message>
    <message numerus="yes">
        <source>Hardware: quoted rates per GPU-hour for %n GPU(s)</source>
        <translation>
            <numerusform>Hardware: angegebene Preise pro GPU-Stunde für %n GPU</numerusform>
            <numerusform>Hardware: angegebene Preise pro GPU-Stunde für %n GPUs</numerusform>
        </translation>
    </message>
    <message>
        <source>, $%1 per GPU-hour for the others</source>
        <translation>, %1 $ pro GPU-Stunde für die übrigen</translation>
    </message>
    <message>
        <source>Hardware: $%1 per GPU-hour while serving.</source>
        <translation>Hardware: %1 $ pro GPU-Stunde im Betrieb.</translation>
    </message>
    <message>
        <source>Hardware: $%1 per GPU over %2 years at %3&#xa0;% utilisation.</source>
        <translation>Hardware: %1 $ pro GPU über %2 Jahre bei %3&#xa0;% Auslastung.</translation>
    </message>
    <message>
        <source>Hardware cost not included: costs are electricity only.</source>
        <translation>Hardwarekosten nicht enthalten: nur Stromkosten.</translation>
    </message>
    <message>
        <source>GPU recommendation for %1</source>
        <translation>GPU-Empfehlung für %1</translation>
    </message>
    <message>
        <source>5-fold CV (LLM, GPU groups)</source>
        <translation>5-fache KV (Gruppen LLM, GPU)</translation>
    </message>
    <message>
        <source>Leave one GPU out</source>
        <translation>Eine GPU auslassen</translation>
    </message>
    <message>
        <source>Leave one LLM out</source>
        <translation>Ein LLM auslassen</translation>
    </message>
    <message>
        <source>Leave out %1</source>
        <translation>%1 auslassen</translation>
    </message>
    <message>
        <source>Leave one LLM out, multi-GPU runs</source>
        <translation>Ein LLM auslassen, Multi-GPU-Läufe</translation>
    </message>
    <message>
        <source>Leave one LLM out, FP8/MXFP4 runs</source>
        <translation>Ein LLM auslassen, FP8/MXFP4-Läufe</translation>
    </message>
    <message>
        <source>Leave one backend out</source>
        <extracomment>evaluation split: every vendor backend (cuda, rocm, ...) held out in turn</extracomment>
        <translation>Ein Backend auslassen</translation>
    </message>
    <message>
        <source>Leave out backend %1</source>
        <translation>Backend %1 auslassen</translation>
    </message>
    <message>
        <source>Leave one stack out</source>
        <extracomment>evaluation split: every serving-stack family held out in turn</extracomment>
        <translation>Einen Stack auslassen</translation>
    </message>
    <message>
        <source>For %1 at %2, no GPU meets the %3 ms SLA.</source>
        <translation>Für %1 bei %2 erfüllt keine GPU das SLA von %3 ms.</translation>
    </message>
    <message>
        <source>For %1 at %2, SLA %3 ms: %4</source>
        <translation>Für %1 bei %2, SLA %3 ms: %4</translation>
    </message>
    <message>
        <source>GPU comparison</source>
        <translation>GPU-Vergleich</translation>
    </message>
    <message>
        <source>Inputs and assumptions</source>
        <translation>Eingaben und Annahmen</translation>
    </message>
    <message>
        <source>Warnings and known limits</source>
        <translation>Warnungen und bekannte Grenzen</translation>
    </message>
    <message>
        <source>Accuracy of the predictor</source>
        <translation>Genauigkeit des Vorhersagemodells</translation>
    </message>
    <message>
        <source>Data provenance</source>
        <translation>Datenherkunft</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Seite %1 von %2</translation>
    </message>
    <message>
        <source>SLA: %1 at most %2 ms</source>
        <translation>SLA: %1 höchstens %2 ms</translation>
    </message>
    <message>
        <source>outside the training data</source>
        <translation>außerhalb der Trainingsdaten</translation>
    </message>
    <message>
        <source>%1 (ms, log scale)</source>
        <translation>%1 (ms, logarithmisch)</translation>
    </message>
    <message>
        <source>%1 (ms)</source>
        <translation>%1 (ms)</translation>
    </message>
    <message>
        <source>Serving stack</source>
        <translation>Serving-Stack</translation>
    </message>
    <message>
        <source>predicted</source>
        <translation>vorhergesagt</translation>
    </message>
    <message>
        <source>Serving-stack version not measured; the nearest measured stack is used</source>
        <translation>Stack-Version nicht gemessen; der nächstgelegene gemessene Stack wird verwendet</translation>
    </message>
    <message>
        <source>This serving stack was never measured on this GPU vendor</source>
        <translation>Dieser Serving-Stack wurde auf GPUs dieses Herstellers nie gemessen</translation>
    </message>
    <message>
        <source>Power cap lowers clocks: slower steps predicted</source>
        <translation>Leistungsgrenze senkt die Takte: langsamere Schritte vorhergesagt</translation>
    </message>
    <message>
        <source>Power cap far below any measured cap</source>
        <translation>Leistungsgrenze weit unter jeder gemessenen</translation>
    </message>
    <message>
        <source>Interval not calibrated: too little held-out data</source>
        <translation>Intervall nicht kalibriert: zu wenige zurückgehaltene Daten</translation>
    </message>
    <message>
        <source>No serving engine can run this deployment</source>
        <translation>Keine Serving-Engine kann diese Bereitstellung ausführen</translation>
    </message>
    <message>
        <source>median ITL</source>
        <translation>Median-ITL</translation>
    </message>
    <message>
        <source>mean TPOT</source>
        <translation>mittlere TPOT</translation>
    </message>
    <message>
        <source>end-to-end latency per token</source>
        <translation>Gesamtlatenz je Token</translation>
    </message>
    <message>
        <source>Median ITL</source>
        <translation>Median-ITL</translation>
    </message>
    <message>
        <source>Mean TPOT</source>
        <translation>Mittlere TPOT</translation>
    </message>
    <message>
        <source>End-to-end latency per token</source>
        <translation>Gesamtlatenz je Token</translation>
    </message>
    <message>
        <source>E2E/token</source>
        <translation>E2E/Token</translation>
    </message>
    <message>
        <source>Median gap between two streamed tokens of one request (prefill stalls excluded)</source>
        <translation>Median des Abstands zweier gestreamter Tokens einer Anfrage (ohne Prefill-Pausen)</translation>
    </message>
    <message>
        <source>Mean time per output token after the first, over requests (includes stalls for other requests&apos; prefill)</source>
        <translation>Mittlere Zeit je Ausgabe-Token nach dem ersten, über Anfragen (mit Pausen für das Prefill anderer Anfragen)</translation>
    </message>
    <message>
        <source>Whole request latency divided by its output tokens (includes its own prefill)</source>
        <translation>Latenz der ganzen Anfrage geteilt durch ihre Ausgabe-Tokens (mit eigenem Prefill)</translation>
    </message>
    <message numerus="yes">
        <source>measured (%n run(s))</source>
        <translation>
            <numerusform>gemessen (%n Lauf)</numerusform>
            <numerusform>gemessen (%n Läufe)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, prompt %1 tokens, output %2 tokens, %3, %n GPU(s) per replica, %4</source>
        <translation>
            <numerusform>, Prompt %1 Tokens, Ausgabe %2 Tokens, %3, %n GPU pro Replikat, %4</numerusform>
            <numerusform>, Prompt %1 Tokens, Ausgabe %2 Tokens, %3, %n GPUs pro Replikat, %4</numerusform>
        </translation>
    </message>
    <message>
        <source>the runner-up, %2, uses %1&#xa0;% more energy</source>
        <translation>die Zweitplatzierte, %2, braucht %1&#xa0;% mehr Energie</translation>
    </message>
    <message>
        <source>the runner-up, %2, draws %1&#xa0;% more power</source>
        <translation>die Zweitplatzierte, %2, zieht %1&#xa0;% mehr Leistung</translation>
    </message>
    <message>
        <source>the runner-up, %2, costs %1&#xa0;% more</source>
        <translation>die Zweitplatzierte, %2, kostet %1&#xa0;% mehr</translation>
    </message>
    <message>
        <source>the runner-up, %2, emits %1&#xa0;% more CO₂</source>
        <translation>die Zweitplatzierte, %2, stößt %1&#xa0;% mehr CO₂ aus</translation>
    </message>
    <message>
        <source>, prompt %1 tokens, output %2 tokens, %3, GPUs per replica chosen per GPU type (1, 2, 4 or 8), %4</source>
        <translation>, Prompt %1 Tokens, Ausgabe %2 Tokens, %3, GPUs pro Replikat je GPU-Typ gewählt (1, 2, 4 oder 8), %4</translation>
    </message>
    <message>
        <source>, prompt %1 tokens, output %2 tokens, %3, every GPU count (1, 2, 4, 8), %4</source>
        <translation>, Prompt %1 Tokens, Ausgabe %2 Tokens, %3, jede GPU-Anzahl (1, 2, 4, 8), %4</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <extracomment>a deployment: GPUs per replica × GPU name, e.g. &quot;2 × H100 SXM5&quot;</extracomment>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>a physical model, not trained on measurements</source>
        <extracomment>a physical baseline (roofline, least squares on TDP) has no training runs of its own</extracomment>
        <translation>ein physikalisches Modell, nicht mit Messungen trainiert</translation>
    </message>
    <message>
        <source>Measured runs from %1, licence %2: %3</source>
        <extracomment>&quot;Measured runs from &lt;source&gt; (licence &lt;licence&gt;): &lt;URL&gt;&quot;</extracomment>
        <translation>Gemessene Läufe aus %1, Lizenz %2: %3</translation>
    </message>
    <message>
        <source>Measured runs you imported: %1</source>
        <extracomment>sources of runs the user imported (their own names)</extracomment>
        <translation>Von Ihnen importierte gemessene Läufe: %1</translation>
    </message>
    <message>
        <source>Retrained in this installation: %1</source>
        <translation>In dieser Installation neu trainiert: %1</translation>
    </message>
    <message>
        <source>GPU specifications: the vendors&apos; public spec sheets; the catalog that ships with WattGPU Planner cites the source of every figure.</source>
        <translation>GPU-Spezifikationen: die öffentlichen Datenblätter der Hersteller; der mit WattGPU Planner ausgelieferte Katalog nennt die Quelle jeder Angabe.</translation>
    </message>
    <message>
        <source>This LLM&apos;s architecture: its config.json on Hugging Face, %1</source>
        <translation>Architektur dieses LLM: seine config.json auf Hugging Face, %1</translation>
    </message>
    <message>
        <source>This LLM&apos;s architecture: the config.json given for it.</source>
        <translation>Architektur dieses LLM: die dafür angegebene config.json.</translation>
    </message>
    <message>
        <source>At risk: meets the SLA at the prediction, but the ITL interval reaches above it.</source>
        <translation>Gefährdet: erfüllt das SLA bei der Vorhersage, aber das ITL-Intervall reicht darüber.</translation>
    </message>
    <message numerus="yes">
        <source>%n deployment(s) have no hardware price: their cost is electricity only, shown without an all-in figure and never ranked on cost against quoted ones.</source>
        <translation>
            <numerusform>%n Bereitstellung hat keinen Hardwarepreis: ihre Kosten sind nur Strom, werden ohne Gesamtkosten gezeigt und nie nach Kosten gegen bepreiste eingestuft.</numerusform>
            <numerusform>%n Bereitstellungen haben keinen Hardwarepreis: ihre Kosten sind nur Strom, werden ohne Gesamtkosten gezeigt und nie nach Kosten gegen bepreiste eingestuft.</numerusform>
        </translation>
    </message>
    <message>
        <source>no hardware price for this GPU while others are quoted; not ranked on cost</source>
        <translation>kein Hardwarepreis für diese GPU, während andere bepreist sind; nicht in der Kostenrangfolge</translation>
    </message>
    <message>
        <source>No hardware price</source>
        <translation>Kein Hardwarepreis</translation>
    </message>
    <message>
        <source>Not compared</source>
        <translation>Nicht verglichen</translation>
    </message>
    <message>
        <source>Best, at risk</source>
        <translation>Beste, gefährdet</translation>
    </message>
    <message>
        <source>Meets SLA, at risk</source>
        <translation>Erfüllt SLA, gefährdet</translation>
    </message>
    <message>
        <source>electricity only</source>
        <translation>nur Strom</translation>
    </message>
    <message>
        <source>all-in, quoted rate</source>
        <translation>gesamt, angebotener Preis</translation>
    </message>
    <message>
        <source>all-in, default rate</source>
        <translation>gesamt, Standardpreis</translation>
    </message>
    <message>
        <source>all-in, amortised purchase</source>
        <translation>gesamt, abgeschriebener Kauf</translation>
    </message>
    <message>
        <source>electricity only, no hardware price</source>
        <translation>nur Strom, kein Hardwarepreis</translation>
    </message>
    <message>
        <source>Overloaded: the rate exceeds what one replica serves; figures at saturation</source>
        <translation>Überlastet: die Rate übersteigt, was ein Replikat bedient; Werte bei Sättigung</translation>
    </message>
    <message>
        <source>at risk: the ITL interval reaches %1 ms, above the SLA</source>
        <translation>gefährdet: das ITL-Intervall reicht bis %1 ms, über das SLA</translation>
    </message>
    <message numerus="yes">
        <source>%n deployment(s)</source>
        <translation>
            <numerusform>%n Bereitstellung</numerusform>
            <numerusform>%n Bereitstellungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>of %n GPU type(s)</source>
        <translation>
            <numerusform>aus %n GPU-Typ</numerusform>
            <numerusform>aus %n GPU-Typen</numerusform>
        </translation>
    </message>
    <message>
        <source>Deployments compared</source>
        <translation>Verglichene Bereitstellungen</translation>
    </message>
    <message>
        <source>Deployment</source>
        <translation>Bereitstellung</translation>
    </message>
    <message>
        <source>Under the figures: prediction intervals (about the 10th to 90th percentile of held-out error). Under each deployment: measured = the training corpus holds runs of this GPU; predicted = extrapolated from its spec sheet. vs best = how much more of the objective a deployment needs than the best one (its value / the best&apos;s - 1). Costs and CO₂ are per 1M output tokens at the facility meter (PUE applied).</source>
        <translation>Unter den Werten: Vorhersageintervalle (etwa 10. bis 90. Perzentil des Fehlers auf zurückgehaltenen Daten). Unter jeder Bereitstellung: gemessen = der Trainingskorpus enthält Läufe dieser GPU; vorhergesagt = aus dem Datenblatt extrapoliert. ggü. bester = wie viel mehr vom Ziel eine Bereitstellung braucht als die beste (ihr Wert / der beste - 1). Kosten und CO₂ je 1 Mio. Ausgabe-Tokens am Zähler des Rechenzentrums (PUE eingerechnet).</translation>
    </message>
    <message numerus="yes">
        <source>%n deployment(s) that do not fit in memory are listed after the table.</source>
        <translation>
            <numerusform>%n Bereitstellung, die nicht in den Speicher passt, steht nach der Tabelle.</numerusform>
            <numerusform>%n Bereitstellungen, die nicht in den Speicher passen, stehen nach der Tabelle.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n deployment(s) cannot hold the model and its KV cache: they need up to %1 GB per GPU, and the most usable memory among them is %2 GB per GPU.</source>
        <translation>
            <numerusform>%n Bereitstellung fasst das Modell und seinen KV-Cache nicht: sie braucht bis zu %1 GB pro GPU, und der größte nutzbare Speicher darunter hat %2 GB pro GPU.</numerusform>
            <numerusform>%n Bereitstellungen fassen das Modell und seinen KV-Cache nicht: sie brauchen bis zu %1 GB pro GPU, und der größte nutzbare Speicher darunter hat %2 GB pro GPU.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 GPUs per replica meet the SLA (ITL %2 ms)</source>
        <extracomment>a proven fix: &quot;&lt;n&gt; GPUs per replica meet the SLA (ITL &lt;ms&gt; ms)&quot;</extracomment>
        <translation>%1 GPUs pro Replikat erfüllen das SLA (ITL %2 ms)</translation>
    </message>
    <message>
        <source>batch %1 meets the SLA (ITL %2 ms)</source>
        <extracomment>a proven fix: &quot;batch &lt;n&gt; meets the SLA (ITL &lt;ms&gt; ms)&quot;</extracomment>
        <translation>Batch %1 erfüllt das SLA (ITL %2 ms)</translation>
    </message>
    <message>
        <source>at most %1 req/s per replica meets the SLA (ITL %2 ms); %3 replicas carry %4 req/s</source>
        <extracomment>a proven fix in server mode: at most &lt;rate&gt; per replica, so &lt;n&gt; replicas carry the asked rate</extracomment>
        <translation>höchstens %1 req/s pro Replikat erfüllt das SLA (ITL %2 ms); %3 Replikate tragen %4 req/s</translation>
    </message>
    <message>
        <source>%1 meets the SLA (ITL %2 ms)</source>
        <extracomment>a proven fix: &quot;&lt;precision&gt; meets the SLA (ITL &lt;ms&gt; ms)&quot;</extracomment>
        <translation>%1 erfüllt das SLA (ITL %2 ms)</translation>
    </message>
    <message>
        <source>%1 with %2 GPUs per replica meets the SLA (ITL %3 ms)</source>
        <extracomment>a proven fix: &quot;&lt;precision&gt; with &lt;n&gt; GPUs per replica meets the SLA (ITL &lt;ms&gt; ms)&quot;</extracomment>
        <translation>%1 mit %2 GPUs pro Replikat erfüllt das SLA (ITL %3 ms)</translation>
    </message>
    <message>
        <source>the only deployment that fits and meets the SLA</source>
        <translation>die einzige Bereitstellung, die passt und das SLA erfüllt</translation>
    </message>
    <message>
        <source>%1 per deployment (%2), lower is better</source>
        <translation>%1 pro Bereitstellung (%2), niedriger ist besser</translation>
    </message>
    <message>
        <source>All deployments</source>
        <translation>Alle Bereitstellungen</translation>
    </message>
    <message>
        <source>Why the other deployments lost</source>
        <translation>Warum die anderen Bereitstellungen verloren haben</translation>
    </message>
    <message numerus="yes">
        <source>on %n GPU type(s)</source>
        <translation>
            <numerusform>auf %n GPU-Typ</numerusform>
            <numerusform>auf %n GPU-Typen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>und %n weitere</numerusform>
            <numerusform>und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>Deployments that do not fit in memory</source>
        <translation>Bereitstellungen, die nicht in den Speicher passen</translation>
    </message>
    <message>
        <source>Fleet, power budget and owned GPUs</source>
        <translation>Flotte, Leistungsbudget und eigene GPUs</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <extracomment>an interval: &quot;&lt;low&gt;–&lt;high&gt;&quot;</extracomment>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>%1 × (%2)</source>
        <extracomment>replicas of one size in a split: &quot;&lt;replicas&gt; × (&lt;deployment&gt;)&quot;, e.g. &quot;4 × (4 × A100 SXM4)&quot;</extracomment>
        <translation>%1 × (%2)</translation>
    </message>
    <message>
        <source>%1 replicas of %2</source>
        <extracomment>a fleet: &quot;&lt;replicas&gt; × &lt;deployment&gt;&quot;, e.g. &quot;5 × 4 × H100 SXM5&quot;</extracomment>
        <translation>%1 Replikate mit %2</translation>
    </message>
    <message>
        <source>Fleet target %1 req/s under the %2 ms ITL SLA, each replica loaded to at most %3 % of its max rate. Lowest energy: %4; cheapest: %5; fewest GPUs: %6.</source>
        <translation>Flottenziel %1 req/s unter dem ITL-SLA von %2 ms, jedes Replikat mit höchstens %3 % seiner Höchstrate belastet. Geringste Energie: %4; günstigste: %5; wenigste GPUs: %6.</translation>
    </message>
    <message>
        <source>Power budget %1 kW at the wall (PUE %2), held against each fleet&apos;s provisioned peak: its GPUs × each GPU&apos;s power limit × PUE. A budget is a peak limit and a fleet may draw its limit in a burst, so the mean power is shown beside it.</source>
        <translation>Leistungsbudget %1 kW an der Steckdose (PUE %2), gemessen an der bereitgestellten Spitze jeder Flotte: ihre GPUs × Leistungsgrenze je GPU × PUE. Ein Budget ist eine Spitzengrenze, und eine Flotte kann bei Lastspitzen ihre Grenze ziehen; die mittlere Leistung steht daneben.</translation>
    </message>
    <message>
        <source>Power budget %1 kW of GPU boards, held against each fleet&apos;s provisioned peak: its GPUs × each GPU&apos;s power limit. A budget is a peak limit and a fleet may draw its limit in a burst, so the mean power is shown beside it.</source>
        <translation>Leistungsbudget %1 kW für die GPU-Karten, gemessen an der bereitgestellten Spitze jeder Flotte: ihre GPUs × Leistungsgrenze je GPU. Ein Budget ist eine Spitzengrenze, und eine Flotte kann bei Lastspitzen ihre Grenze ziehen; die mittlere Leistung steht daneben.</translation>
    </message>
    <message>
        <source>Best within the budget (lowest energy): %1, peak %2 kW, %3 kW left.</source>
        <translation>Beste innerhalb des Budgets (geringste Energie): %1, Spitze %2 kW, %3 kW Reserve.</translation>
    </message>
    <message>
        <source>No fleet fits the budget: the smallest peak, %1 at %2 kW, exceeds it by %3 kW (%4 %).</source>
        <translation>Keine Flotte passt ins Budget: die kleinste Spitze, %1 mit %2 kW, überschreitet es um %3 kW (%4 %).</translation>
    </message>
    <message>
        <source>No fleet meets the SLA, so none fits the budget.</source>
        <translation>Keine Flotte erfüllt das SLA, also passt keine ins Budget.</translation>
    </message>
    <message>
        <source>Owned GPUs (%1): %2 req/s (%3) under the %4 ms ITL SLA with %5 GPUs in replicas; at that rate %6 J/token (%7).</source>
        <translation>Eigene GPUs (%1): %2 req/s (%3) unter dem ITL-SLA von %4 ms mit %5 GPUs in Replikaten; bei dieser Rate %6 J/Token (%7).</translation>
    </message>
    <message>
        <source>They carry the fleet target of %1 req/s (%2 W mean, %3 J/token): nothing to buy.</source>
        <translation>Sie tragen das Flottenziel von %1 req/s (%2 W im Mittel, %3 J/Token): nichts zu kaufen.</translation>
    </message>
    <message>
        <source>Short of the fleet target of %1 req/s by %2 req/s. To buy: cheapest %3; lowest energy %4; fewest GPUs %5.</source>
        <translation>Dem Flottenziel von %1 req/s fehlen %2 req/s. Zu kaufen: am günstigsten %3; geringste Energie %4; wenigste GPUs %5.</translation>
    </message>
    <message>
        <source>Short of the fleet target of %1 req/s, and no GPU type compared can close the gap.</source>
        <translation>Das Flottenziel von %1 req/s wird verfehlt, und kein verglichener GPU-Typ kann die Lücke schließen.</translation>
    </message>
    <message>
        <source>Fleet</source>
        <translation>Flotte</translation>
    </message>
    <message>
        <source>Replicas</source>
        <translation>Replikate</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>kW</source>
        <translation>kW</translation>
    </message>
    <message>
        <source>kWh/day</source>
        <translation>kWh/Tag</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>USD/day</source>
        <translation>USD/Tag</translation>
    </message>
    <message>
        <source>Peak</source>
        <translation>Spitze</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>Budget</translation>
    </message>
    <message>
        <source>at risk: ITL up to %1 ms</source>
        <translation>gefährdet: ITL bis %1 ms</translation>
    </message>
    <message>
        <source>within, %1 kW left</source>
        <translation>innerhalb, %1 kW Reserve</translation>
    </message>
    <message>
        <source>over by %1 kW (%2 %)</source>
        <translation>%1 kW darüber (%2 %)</translation>
    </message>
    <message>
        <source>Mean power and energy at the fleet target spread over the replicas (GPU boards, PUE not applied); the cost is electricity at the facility plus the hardware rate where one is set.</source>
        <translation>Mittlere Leistung und Energie beim Flottenziel, verteilt auf die Replikate (GPU-Karten, ohne PUE); die Kosten sind Strom am Standort plus der Hardwaresatz, wo einer gesetzt ist.</translation>
    </message>
    <message>
        <source>Cap</source>
        <translation>Grenze</translation>
    </message>
    <message>
        <source>% of limit</source>
        <translation>% des Limits</translation>
    </message>
    <message>
        <source>W/GPU</source>
        <translation>W/GPU</translation>
    </message>
    <message>
        <source>SLA</source>
        <translation>SLA</translation>
    </message>
    <message>
        <source>W/replica</source>
        <translation>W/Replikat</translation>
    </message>
    <message>
        <source>meets (at risk)</source>
        <translation>erfüllt (gefährdet)</translation>
    </message>
    <message>
        <source>meets</source>
        <translation>erfüllt</translation>
    </message>
    <message>
        <source>misses</source>
        <translation>verfehlt</translation>
    </message>
    <message>
        <source>within</source>
        <translation>innerhalb</translation>
    </message>
    <message>
        <source>over by %1 kW</source>
        <translation>%1 kW darüber</translation>
    </message>
    <message>
        <source>%1 per replica at %2 req/s (its share of the uncapped fleet), the same load at every cap; the fleet re-sized for the target at each cap.</source>
        <translation>%1 je Replikat bei %2 req/s (sein Anteil an der unbegrenzten Flotte), dieselbe Last bei jeder Grenze; die Flotte wird bei jeder Grenze für das Ziel neu bemessen.</translation>
    </message>
    <message>
        <source>%1 per replica carries no fleet uncapped: only the fleet columns apply.</source>
        <translation>%1 je Replikat trägt ohne Grenze keine Flotte: nur die Flottenspalten gelten.</translation>
    </message>
    <message>
        <source>The SLA breaks at a cap of %1 %.</source>
        <translation>Das SLA bricht bei einer Grenze von %1 %.</translation>
    </message>
    <message>
        <source>The SLA holds at every cap.</source>
        <translation>Das SLA hält bei jeder Grenze.</translation>
    </message>
    <message>
        <source>Owned GPU</source>
        <translation>Eigene GPU</translation>
    </message>
    <message>
        <source>Owned</source>
        <translation>Vorhanden</translation>
    </message>
    <message>
        <source>In replicas</source>
        <translation>In Replikaten</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>Kapazität</translation>
    </message>
    <message>
        <source>req/s</source>
        <translation>req/s</translation>
    </message>
    <message>
        <source>Each replica at most %1 % of its max rate under the SLA; the interval tests the ends of the ITL interval against the SLA.</source>
        <translation>Jedes Replikat höchstens %1 % seiner Höchstrate unter dem SLA; das Intervall prüft die Enden des ITL-Intervalls gegen das SLA.</translation>
    </message>
    <message>
        <source>Buy</source>
        <translation>Kaufen</translation>
    </message>
    <message>
        <source>That type after</source>
        <translation>Dieser Typ danach</translation>
    </message>
    <message>
        <source>The fewest GPUs of each type that, with what is owned, carry the fleet target; %1 of %2 types shown. Cost: the bought GPUs&apos; hardware rate around the clock plus the whole fleet&apos;s electricity at the target.</source>
        <translation>Die wenigsten GPUs je Typ, die mit dem Vorhandenen das Flottenziel tragen; %1 von %2 Typen gezeigt. Kosten: der Hardwaresatz der gekauften GPUs rund um die Uhr plus der Strom der ganzen Flotte beim Ziel.</translation>
    </message>
    <message>
        <source>SLA: %1</source>
        <translation>SLA: %1</translation>
    </message>
    <message>
        <source>Tail ITL and TTFT</source>
        <translation>ITL-Perzentile und TTFT</translation>
    </message>
    <message>
        <source>Idle power</source>
        <translation>Leerlaufleistung</translation>
    </message>
    <message>
        <source>The per-token latencies (all but end-to-end per token) leave out a request&apos;s own prompt processing and wait: that is the time to first token (TTFT).</source>
        <translation>Die Latenzen pro Token (außer Ende-zu-Ende pro Token) enthalten weder die Verarbeitung des eigenen Prompts einer Anfrage noch ihre Wartezeit: das ist die Zeit bis zum ersten Token (TTFT).</translation>
    </message>
    <message>
        <source>No GPU of this vendor backend was measured: efficiency and interval extrapolated</source>
        <translation>Keine GPU dieses Hersteller-Backends wurde gemessen: Effizienz und Intervall extrapoliert</translation>
    </message>
    <message>
        <source>p90 ITL</source>
        <translation>p90-ITL</translation>
    </message>
    <message>
        <source>90th percentile of all gaps between streamed tokens of all requests (includes steps that carry other requests&apos; prompts)</source>
        <translation>90. Perzentil aller Abstände zwischen gestreamten Tokens aller Anfragen (einschließlich Schritten, die Prompts anderer Anfragen tragen)</translation>
    </message>
    <message>
        <source>p99 ITL</source>
        <translation>p99-ITL</translation>
    </message>
    <message>
        <source>99th percentile of all gaps between streamed tokens of all requests (includes steps that carry other requests&apos; prompts)</source>
        <translation>99. Perzentil aller Abstände zwischen gestreamten Tokens aller Anfragen (einschließlich Schritten, die Prompts anderer Anfragen tragen)</translation>
    </message>
    <message>
        <source>For %1 at %2, no GPU meets the SLA of %3 ms ITL and %4 ms TTFT.</source>
        <translation>Für %1 bei %2 erfüllt keine GPU das SLA von %3 ms ITL und %4 ms TTFT.</translation>
    </message>
    <message>
        <source>For %1 at %2, SLA %3 ms ITL and %4 ms TTFT: %5</source>
        <translation>Für %1 bei %2, SLA %3 ms ITL und %4 ms TTFT: %5</translation>
    </message>
    <message>
        <source>datacenter GPU with a model resident: 17-21 % of TDP (NVML: A100 SXM4 61-83 W of 400 W with a vLLM server loaded, H100 SXM5 ~120 W of 700 W)</source>
        <translation>Rechenzentrums-GPU mit geladenem Modell: 17–21 % der TDP (NVML: A100 SXM4 61–83 W von 400 W mit geladenem vLLM-Server, H100 SXM5 ~120 W von 700 W)</translation>
    </message>
    <message>
        <source>workstation or consumer GPU: 6-9 % of board power at idle (NVML: RTX 6000 Ada ~27 W of 300 W, RTX 3090 ~20 W of 350 W)</source>
        <translation>Workstation- oder Consumer-GPU: 6–9 % der Board-Leistung im Leerlauf (NVML: RTX 6000 Ada ~27 W von 300 W, RTX 3090 ~20 W von 350 W)</translation>
    </message>
    <message>
        <source>set by the user</source>
        <translation>vom Benutzer festgelegt</translation>
    </message>
    <message>
        <source>TTFT</source>
        <extracomment>column header: time to first token</extracomment>
        <translation>TTFT</translation>
    </message>
    <message>
        <source>TTFT at most %1 ms</source>
        <extracomment>the SLA&apos;s limit on the time to first token</extracomment>
        <translation>TTFT höchstens %1 ms</translation>
    </message>
    <message>
        <source>no TTFT limit</source>
        <extracomment>the SLA has an ITL limit only</extracomment>
        <translation>keine TTFT-Grenze</translation>
    </message>
    <message>
        <source>%1 at most %2 ms</source>
        <translation>%1 höchstens %2 ms</translation>
    </message>
    <message>
        <source>p90 / p99 ITL: 90th / 99th percentile of all gaps between streamed tokens of all requests (includes steps that carry other requests&apos; prompts).</source>
        <translation>p90-/p99-ITL: 90./99. Perzentil aller Abstände zwischen gestreamten Tokens aller Anfragen (einschließlich Schritten, die Prompts anderer Anfragen tragen).</translation>
    </message>
    <message>
        <source>TTFT: the request&apos;s own prefill plus its queueing at %1 requests/s per replica (Poisson arrivals) and its wait to join the running batch.</source>
        <translation>TTFT: der eigene Prefill der Anfrage plus ihre Wartezeit in der Warteschlange bei %1 Anfragen/s pro Replikat (Poisson-Ankünfte) und bis zur Aufnahme in den laufenden Batch.</translation>
    </message>
    <message>
        <source>TTFT: the request&apos;s own prefill plus its wait to join the running batch of %1 concurrent requests (a closed loop), a wait for a KV-cache slot included.</source>
        <translation>TTFT: der eigene Prefill der Anfrage plus ihre Wartezeit bis zur Aufnahme in den laufenden Batch von %1 gleichzeitigen Anfragen (geschlossene Schleife), einschließlich des Wartens auf einen Platz im KV-Cache.</translation>
    </message>
    <message>
        <source>FP8 KV cache</source>
        <extracomment>the KV cache&apos;s precision, after the workload: one byte per element</extracomment>
        <translation>FP8-KV-Cache</translation>
    </message>
    <message>
        <source>16-bit KV cache (auto)</source>
        <extracomment>the KV cache&apos;s precision, after the workload: the serving engine&apos;s default, 16 bits per element</extracomment>
        <translation>16-Bit-KV-Cache (auto)</translation>
    </message>
    <message>
        <source>%1: %2 W per replica while no request is in service.</source>
        <translation>%1: %2 W pro Replikat, solange keine Anfrage bedient wird.</translation>
    </message>
    <message>
        <source>%1: %2 W (%3 W) per replica while no request is in service.</source>
        <translation>%1: %2 W (%3 W) pro Replikat, solange keine Anfrage bedient wird.</translation>
    </message>
    <message>
        <source>At low request rates most of the energy per token is idle power, and its range is carried into the power and energy intervals.</source>
        <translation>Bei niedrigen Anfrageraten ist die Energie pro Token überwiegend Leerlaufleistung; ihre Spanne geht in die Leistungs- und Energieintervalle ein.</translation>
    </message>
    <message>
        <source>Basis: %1.</source>
        <extracomment>the public readings an idle power figure rests on, one per GPU class</extracomment>
        <translation>Grundlage: %1.</translation>
    </message>
    <message>
        <source>p90 / p99 ITL: 90th / 99th percentile of all gaps between streamed tokens. TTFT: time to first token, waiting to be admitted (and, under a request rate, queueing) included.</source>
        <translation>p90-/p99-ITL: 90./99. Perzentil aller Abstände zwischen gestreamten Tokens. TTFT: Zeit bis zum ersten Token, einschließlich des Wartens auf Aufnahme (und, bei einer Anfragerate, in der Warteschlange).</translation>
    </message>
    <message>
        <source>Misses ITL and TTFT SLA</source>
        <translation>Verfehlt ITL- und TTFT-SLA</translation>
    </message>
    <message>
        <source>Misses TTFT SLA</source>
        <translation>Verfehlt TTFT-SLA</translation>
    </message>
    <message>
        <source>Misses ITL SLA</source>
        <translation>Verfehlt ITL-SLA</translation>
    </message>
    <message>
        <source>Best, ITL at risk, TTFT at risk</source>
        <translation>Beste, ITL gefährdet, TTFT gefährdet</translation>
    </message>
    <message>
        <source>Best, TTFT at risk</source>
        <translation>Beste, TTFT gefährdet</translation>
    </message>
    <message>
        <source>Best, ITL at risk</source>
        <translation>Beste, ITL gefährdet</translation>
    </message>
    <message>
        <source>Meets SLA, ITL at risk, TTFT at risk</source>
        <translation>Erfüllt SLA, ITL gefährdet, TTFT gefährdet</translation>
    </message>
    <message>
        <source>Meets SLA, TTFT at risk</source>
        <translation>Erfüllt SLA, TTFT gefährdet</translation>
    </message>
    <message>
        <source>Meets SLA, ITL at risk</source>
        <translation>Erfüllt SLA, ITL gefährdet</translation>
    </message>
    <message>
        <source>ITL up to %1 ms &gt; SLA %2 ms</source>
        <translation>ITL bis %1 ms &gt; SLA %2 ms</translation>
    </message>
    <message>
        <source>TTFT up to %1 ms &gt; SLA %2 ms</source>
        <extracomment>why a deployment lost: its time to first token is above the SLA&apos;s TTFT limit</extracomment>
        <translation>TTFT bis %1 ms &gt; SLA %2 ms</translation>
    </message>
    <message>
        <source>TTFT %1 ms &gt; SLA %2 ms</source>
        <translation>TTFT %1 ms &gt; SLA %2 ms</translation>
    </message>
    <message>
        <source>the ITL interval reaches %1 ms, above the %2 ms limit</source>
        <translation>das ITL-Intervall reicht bis %1 ms, über die Grenze von %2 ms</translation>
    </message>
    <message>
        <source>the TTFT interval reaches %1 ms, above the %2 ms limit</source>
        <translation>das TTFT-Intervall reicht bis %1 ms, über die Grenze von %2 ms</translation>
    </message>
    <message>
        <source>at risk: %1</source>
        <extracomment>a winner at risk: &quot;at risk: &lt;the interval(s) that reach above their limit&gt;&quot;</extracomment>
        <translation>gefährdet: %1</translation>
    </message>
    <message>
        <source>%1; TTFT %2 ms</source>
        <extracomment>a proven fix and the time to first token it reaches: &quot;&lt;fix&gt;; TTFT &lt;ms&gt; ms&quot;</extracomment>
        <translation>%1; TTFT %2 ms</translation>
    </message>
    <message>
        <source>At risk: meets the SLA at the prediction, but the interval of a limit it names (ITL or TTFT) reaches above that limit.</source>
        <translation>Gefährdet: erfüllt das SLA bei der Vorhersage, aber das Intervall einer seiner Grenzen (ITL oder TTFT) reicht über diese Grenze.</translation>
    </message>
    <message>
        <source>Engine version not given: predicted across its measured releases, with a wider interval</source>
        <translation>Engine-Version nicht angegeben: über ihre gemessenen Releases vorhergesagt, mit breiterem Intervall</translation>
    </message>
    <message>
        <source>%1 % of prompt tokens from the prefix cache</source>
        <extracomment>after the workload: &quot;50 % of prompt tokens from the prefix cache&quot; (cached tokens cost no prefill)</extracomment>
        <translation>%1 % der Prompt-Tokens aus dem Präfix-Cache</translation>
    </message>
    <message>
        <source>%1.</source>
        <extracomment>a rank in the GPU table: &quot;2.&quot; before &quot;2 × H100 NVL&quot;</extracomment>
        <translation>%1.</translation>
    </message>
    <message>
        <source>Fleet for %1 req/s: %2 replicas of %3 (%4 GPUs) — no fleet fits the %5 kW power budget; this one, of the smallest peak, exceeds it by %6 kW.</source>
        <extracomment>page 1 with a fleet target and no fleet within the power budget</extracomment>
        <translation>Flotte für %1 req/s: %2 Replikate von %3 (%4 GPUs) — keine Flotte passt in das Leistungsbudget von %5 kW; diese, mit der kleinsten Spitze, überschreitet es um %6 kW.</translation>
    </message>
    <message>
        <source>Fleet for %1 req/s: %2 replicas of %3 (%4 GPUs, %5 kWh/day), the lowest-energy fleet within the %6 kW power budget.</source>
        <extracomment>page 1 with a fleet target and a power budget</extracomment>
        <translation>Flotte für %1 req/s: %2 Replikate von %3 (%4 GPUs, %5 kWh/Tag), die Flotte mit der geringsten Energie innerhalb des Leistungsbudgets von %6 kW.</translation>
    </message>
    <message>
        <source>Fleet for %1 req/s: %2 replicas of %3 (%4 GPUs, %5 kWh/day), the lowest-energy fleet.</source>
        <extracomment>page 1 with a fleet target</extracomment>
        <translation>Flotte für %1 req/s: %2 Replikate von %3 (%4 GPUs, %5 kWh/Tag), die Flotte mit der geringsten Energie.</translation>
    </message>
    <message>
        <source>Each replica is %1; the ranking below is for one replica at the plan&apos;s rate per replica.</source>
        <extracomment>after the fleet: the per-replica ranking that follows it on page 1 is a different question</extracomment>
        <translation>Jedes Replikat ist %1; die Rangliste unten gilt für ein Replikat bei der Rate pro Replikat des Plans.</translation>
    </message>
    <message>
        <source>None of these purchases is within the power budget: the fleet each builds needs a higher peak than it allows.</source>
        <extracomment>purchases with a power budget that none of them fits</extracomment>
        <translation>Keiner dieser Käufe liegt im Leistungsbudget: Die Flotte, die jeder ergibt, braucht eine höhere Spitze, als es erlaubt.</translation>
    </message>
    <message>
        <source>The purchases named are within the power budget (the fleet&apos;s GPUs in replicas at their power limit).</source>
        <translation>Die genannten Käufe liegen im Leistungsbudget (die GPUs der Flotte in Replikaten bei ihrer Leistungsgrenze).</translation>
    </message>
    <message>
        <source>Fleets for the target</source>
        <translation>Flotten für das Ziel</translation>
    </message>
    <message>
        <source>Power cap for %1 per replica</source>
        <extracomment>heading of the power-cap table: &quot;Power cap for &lt;deployment&gt; per replica&quot;</extracomment>
        <translation>Leistungsgrenze für %1 pro Replikat</translation>
    </message>
    <message>
        <source>Owned GPUs</source>
        <translation>Eigene GPUs</translation>
    </message>
    <message>
        <source>GPUs to buy</source>
        <translation>Zu kaufende GPUs</translation>
    </message>
    <message>
        <source>out of distribution: an extrapolation</source>
        <extracomment>a purchase of a custom GPU (or one predicted outside the training data)</extracomment>
        <translation>außerhalb der Verteilung: eine Extrapolation</translation>
    </message>
    <message>
        <source>interval&apos;s low end short of the target</source>
        <extracomment>the purchase&apos;s capacity interval starts below the fleet target</extracomment>
        <translation>unteres Intervallende unter dem Ziel</translation>
    </message>
    <message>
        <source>They reach the fleet target&apos;s rate of %1 req/s but miss the SLA there. To buy: cheapest %2; lowest energy %3; fewest GPUs %4.</source>
        <translation>Sie erreichen die Zielrate der Flotte von %1 req/s, verfehlen dort aber das SLA. Zu kaufen: am günstigsten %2; geringste Energie %3; wenigste GPUs %4.</translation>
    </message>
    <message>
        <source>Announced GPU: the vendor&apos;s preliminary figures, never measured</source>
        <translation>Angekündigte GPU: vorläufige Herstellerangaben, nie gemessen</translation>
    </message>
    <message>
        <source>Speculative decoding never measured: its gain comes from the step physics</source>
        <translation>Spekulatives Dekodieren nie gemessen: der Gewinn stammt aus der Schrittphysik</translation>
    </message>
    <message>
        <source>Replica over several nodes: the link between nodes carries its collectives</source>
        <translation>Replikat über mehrere Knoten: die Verbindung zwischen den Knoten trägt seine kollektiven Operationen</translation>
    </message>
    <message>
        <source>Disaggregated prefill and decode never measured: each pool from aggregated runs, plus the KV transfer</source>
        <translation>Getrenntes Prefill und Decode nie gemessen: jeder Pool aus aggregierten Läufen, dazu die KV-Übertragung</translation>
    </message>
    <message>
        <source>Disaggregated prefill/decode: the prefill and decode pools are sized for the fleet target, %1 req/s for the whole service.</source>
        <translation>Disaggregiertes Prefill/Decode: Die Prefill- und Decode-Pools sind für das Flottenziel bemessen, %1 req/s für den ganzen Dienst.</translation>
    </message>
    <message>
        <source>Disaggregated prefill/decode: the prefill and decode pools are sized for %1 req/s for the whole service (the plan&apos;s rate, as no fleet target is set).</source>
        <translation>Disaggregiertes Prefill/Decode: Die Prefill- und Decode-Pools sind für %1 req/s für den ganzen Dienst bemessen (die Rate des Plans, da kein Flottenziel gesetzt ist).</translation>
    </message>
    <message>
        <source>The planner recommends disaggregated serving: %1 at %2 J/token uses %3&#xa0;% less energy per token than the best aggregated fleet, %4 at %5 J/token.</source>
        <translation>Der Planer empfiehlt disaggregierte Bereitstellung: %1 mit %2 J/Token braucht %3&#xa0;% weniger Energie pro Token als die beste aggregierte Flotte, %4 mit %5 J/Token.</translation>
    </message>
    <message>
        <source>The planner recommends aggregated serving: %1 at %2 J/token uses %3&#xa0;% less energy per token than the best disaggregated plan, %4 at %5 J/token.</source>
        <translation>Der Planer empfiehlt aggregierte Bereitstellung: %1 mit %2 J/Token braucht %3&#xa0;% weniger Energie pro Token als der beste disaggregierte Plan, %4 mit %5 J/Token.</translation>
    </message>
    <message>
        <source>The planner recommends disaggregated serving: %1 at %2 J/token; no aggregated fleet meets the SLA at this rate.</source>
        <translation>Der Planer empfiehlt disaggregierte Bereitstellung: %1 mit %2 J/Token; keine aggregierte Flotte erfüllt das SLA bei dieser Rate.</translation>
    </message>
    <message>
        <source>The planner recommends aggregated serving: %1 at %2 J/token; no disaggregated plan meets the SLA at this rate.</source>
        <translation>Der Planer empfiehlt aggregierte Bereitstellung: %1 mit %2 J/Token; kein disaggregierter Plan erfüllt das SLA bei dieser Rate.</translation>
    </message>
    <message>
        <source>Neither aggregated nor disaggregated serving meets the SLA at this rate.</source>
        <translation>Weder aggregierte noch disaggregierte Bereitstellung erfüllt das SLA bei dieser Rate.</translation>
    </message>
    <message>
        <source>Disaggregated plans are never measured: each pool is predicted from aggregated runs, plus the KV transfer between the pools, so every one is out of distribution.</source>
        <translation>Disaggregierte Pläne wurden nie gemessen: Jeder Pool wird aus aggregierten Läufen vorhergesagt, dazu die KV-Übertragung zwischen den Pools; jeder liegt daher außerhalb der Trainingsdaten.</translation>
    </message>
    <message>
        <source>Disaggregated prefill/decode against aggregated serving at %1 req/s</source>
        <extracomment>heading of the disaggregation table; the rate is the whole service&apos;s</extracomment>
        <translation>Disaggregiertes Prefill/Decode gegenüber aggregierter Bereitstellung bei %1 req/s</translation>
    </message>
    <message>
        <source>KV transfer</source>
        <translation>KV-Übertragung</translation>
    </message>
    <message>
        <source>Prefill pool</source>
        <translation>Prefill-Pool</translation>
    </message>
    <message>
        <source>Decode pool</source>
        <translation>Decode-Pool</translation>
    </message>
    <message>
        <source>aggregated: %1</source>
        <extracomment>the aggregated fleet&apos;s row beside the disaggregated plans: &quot;aggregated: 2 × (8 × B200)&quot;</extracomment>
        <translation>aggregiert: %1</translation>
    </message>
    <message>
        <source>up to %1</source>
        <extracomment>the upper end of an interval whose lower end the aggregated fleet does not have</extracomment>
        <translation>bis %1</translation>
    </message>
    <message>
        <source>TTFT: the prefill pool&apos;s queue wait and prefill plus the KV transfer to the decode pool; %1: the decode pool&apos;s gaps at the concurrency the rate gives it; mean power of each pool and of both (GPU boards, PUE not applied). The highlighted row is the one the planner recommends.</source>
        <translation>TTFT: Wartezeit und Prefill im Prefill-Pool plus die KV-Übertragung zum Decode-Pool; %1: die Abstände des Decode-Pools bei der Parallelität, die die Rate ihm gibt; mittlere Leistung jedes Pools und beider (GPU-Boards, ohne PUE). Die hervorgehobene Zeile ist die Empfehlung des Planers.</translation>
    </message>
    <message>
        <source>The last row is the lowest-energy aggregated fleet that meets the SLA at the same rate; its TTFT and ITL carry the upper ends of their intervals.</source>
        <translation>Die letzte Zeile ist die aggregierte Flotte mit der geringsten Energie, die das SLA bei derselben Rate erfüllt; ihre TTFT und ITL nennen die oberen Enden ihrer Intervalle.</translation>
    </message>
    <message>
        <source>No GPU keeps up with this rate per replica: every one that fits is overloaded.</source>
        <translation>Keine GPU hält mit dieser Rate pro Replikat mit: Jede, in die das Modell passt, ist überlastet.</translation>
    </message>
</context>
<context>
    <name>Screenshot</name>
    <message>
        <source>--sla-itl-ms must be a positive number of milliseconds</source>
        <translation>--sla-itl-ms muss eine positive Zahl von Millisekunden sein</translation>
    </message>
    <message>
        <source>unknown chart “%1”; use one of: %2</source>
        <translation>unbekanntes Diagramm „%1“; verwenden Sie eines von: %2</translation>
    </message>
    <message>
        <source>unknown model “%1”</source>
        <translation>unbekanntes Modell „%1“</translation>
    </message>
    <message>
        <source>the computation did not finish in time</source>
        <translation>die Berechnung wurde nicht rechtzeitig fertig</translation>
    </message>
    <message>
        <source>could not render the window</source>
        <translation>das Fenster konnte nicht gerendert werden</translation>
    </message>
    <message>
        <source>could not write “%1”: %2</source>
        <translation>„%1“ konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>the window cannot be %1 × %2 pixels; its minimum size is %3 × %4</source>
        <translation>das Fenster kann nicht %1 × %2 Pixel groß sein; seine Mindestgröße ist %3 × %4</translation>
    </message>
</context>
<context>
    <name>UiLanguage</name>
    <message>
        <source>There is no “%1” translation; the languages are: %2.</source>
        <translation>Es gibt keine Übersetzung „%1“; die Sprachen sind: %2.</translation>
    </message>
    <message>
        <source>The translation file wattgpu_%1.qm was not found in %2.</source>
        <translation>Die Übersetzungsdatei wattgpu_%1.qm wurde in %2 nicht gefunden.</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Choose the GPU to serve an LLM on: predicted power and latency on every GPU.</source>
        <translation>Wählen Sie die GPU, auf der ein LLM laufen soll: vorhergesagte Leistung und Latenz auf jeder GPU.</translation>
    </message>
    <message>
        <source>Render the window to a PNG file and exit.</source>
        <translation>Rendert das Fenster in eine PNG-Datei und beendet sich.</translation>
    </message>
    <message>
        <source>Hugging Face model id.</source>
        <translation>Hugging-Face-Modell-ID.</translation>
    </message>
    <message>
        <source>Inter-token latency SLA in milliseconds.</source>
        <translation>SLA der Inter-Token-Latenz in Millisekunden.</translation>
    </message>
    <message>
        <source>Chart to show: power-itl, objective, load-sweep or sla-sweep.</source>
        <translation>Anzuzeigendes Diagramm: power-itl, objective, load-sweep oder sla-sweep.</translation>
    </message>
    <message>
        <source>Window size for --screenshot, e.g. 1600x1000.</source>
        <translation>Fenstergröße für --screenshot, z. B. 1600x1000.</translation>
    </message>
    <message>
        <source>light or dark.</source>
        <translation>light (hell) oder dark (dunkel).</translation>
    </message>
    <message>
        <source>Start in presentation mode.</source>
        <translation>Im Präsentationsmodus starten.</translation>
    </message>
    <message>
        <source>User-interface language: %1 (default: the system&apos;s, or the one chosen in View → Language).</source>
        <translation>Sprache der Oberfläche: %1 (Standard: die des Systems oder die unter Ansicht → Sprache gewählte).</translation>
    </message>
    <message>
        <source>A .wattgpu plan to open.</source>
        <translation>Ein zu öffnender .wattgpu-Plan.</translation>
    </message>
    <message>
        <source>Could not load the bundled data: %1</source>
        <translation>Die mitgelieferten Daten konnten nicht geladen werden: %1</translation>
    </message>
    <message>
        <source>WattGPU Planner</source>
        <translation>WattGPU Planner</translation>
    </message>
    <message>
        <source>--sla-itl-ms expects a number of milliseconds</source>
        <translation>--sla-itl-ms erwartet eine Zahl von Millisekunden</translation>
    </message>
    <message>
        <source>--size expects WxH, e.g. 1600x1000</source>
        <translation>--size erwartet BxH, z. B. 1600x1000</translation>
    </message>
</context>
<context>
    <name>wattgpu::net::HubCatalogRefresh</name>
    <message>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>The bundled catalog is unchanged.</source>
        <translation>Der mitgelieferte Katalog bleibt unverändert.</translation>
    </message>
    <message>
        <source>The model list is malformed (%1). The bundled catalog is unchanged.</source>
        <translation>Die Modellliste ist fehlerhaft (%1). Der mitgelieferte Katalog bleibt unverändert.</translation>
    </message>
    <message>
        <source>The models fetched so far are kept.</source>
        <translation>Die bisher abgerufenen Modelle bleiben erhalten.</translation>
    </message>
    <message>
        <source>The config.json of %1 cannot be used: %2</source>
        <translation>Die config.json von %1 ist nicht verwendbar: %2</translation>
    </message>
</context>
<context>
    <name>wattgpu::net::HubClient</name>
    <message>
        <source>the model list</source>
        <translation>die Modellliste</translation>
    </message>
    <message>
        <source>expected a JSON array of models</source>
        <translation>ein JSON-Array von Modellen wurde erwartet</translation>
    </message>
    <message>
        <source>HF_ENDPOINT holds a space, line break or control character; nothing was sent. Set it to the URL alone, e.g. https://huggingface.co.</source>
        <translation>HF_ENDPOINT enthält ein Leerzeichen, einen Zeilenumbruch oder ein Steuerzeichen; es wurde nichts gesendet. Setzen Sie nur die URL, z. B. https://huggingface.co.</translation>
    </message>
    <message>
        <source>HF_ENDPOINT is not the http(s) URL of a server; nothing was sent. Set it to e.g. https://huggingface.co.</source>
        <translation>HF_ENDPOINT ist keine http(s)-URL eines Servers; es wurde nichts gesendet. Setzen Sie z. B. https://huggingface.co.</translation>
    </message>
    <message>
        <source>HF_TOKEN holds a space, line break or control character (a token has none); it was not sent. Set it to the token alone.</source>
        <translation>HF_TOKEN enthält ein Leerzeichen, einen Zeilenumbruch oder ein Steuerzeichen (ein Token hat keine); es wurde nicht gesendet. Setzen Sie nur das Token.</translation>
    </message>
</context>
<context>
    <name>wattgpu::net::HubModelFetch</name>
    <message>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>The config.json of %1 cannot be used: %2</source>
        <translation>Die config.json von %1 ist nicht verwendbar: %2</translation>
    </message>
    <message>
        <source>Using the bundled catalog entry for %1.</source>
        <translation>Der mitgelieferte Katalogeintrag für %1 wird verwendet.</translation>
    </message>
</context>
<context>
    <name>wattgpu::net::HubReply</name>
    <message>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>“%1” is not a Hugging Face model id (expected organisation/name).</source>
        <translation>„%1“ ist keine Hugging-Face-Modell-ID (erwartet: Organisation/Name).</translation>
    </message>
    <message>
        <source>Offline</source>
        <translation>Offline</translation>
    </message>
    <message>
        <source>Offline, and %1 is not in the cache.</source>
        <translation>Offline, und %1 ist nicht im Cache.</translation>
    </message>
    <message>
        <source>%1; using the copy of %2 cached on %3.</source>
        <translation>%1; die am %3 zwischengespeicherte Kopie von %2 wird verwendet.</translation>
    </message>
    <message>
        <source>The response for %1 is larger than the %2 limit; the download was stopped.</source>
        <translation>Die Antwort für %1 überschreitet das Limit von %2; der Download wurde abgebrochen.</translation>
    </message>
    <message>
        <source>No answer from %1 within %2 s</source>
        <translation>Keine Antwort von %1 innerhalb von %2 s</translation>
    </message>
    <message>
        <source>Cannot reach %1 (%2)</source>
        <translation>%1 ist nicht erreichbar (%2)</translation>
    </message>
    <message>
        <source>, and %1 is not in the cache.</source>
        <translation>, und %1 ist nicht im Cache.</translation>
    </message>
    <message>
        <source>%1 answered 304 Not Modified for %2 but the cached copy is gone; try again.</source>
        <translation>%1 antwortete 304 Not Modified für %2, aber die Kopie im Cache fehlt; versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>Refused a redirect for %1 from %2 to %3: it changes the scheme.</source>
        <translation>Weiterleitung für %1 von %2 nach %3 abgelehnt: sie wechselt das Schema.</translation>
    </message>
    <message>
        <source>an invalid URL</source>
        <translation>eine ungültige URL</translation>
    </message>
    <message>
        <source>Too many redirects for %1.</source>
        <translation>Zu viele Weiterleitungen für %1.</translation>
    </message>
    <message>
        <source>%1 sent malformed JSON for %2.</source>
        <translation>%1 hat fehlerhaftes JSON für %2 gesendet.</translation>
    </message>
    <message>
        <source>The Hugging Face token was not accepted for %1 (401): check HF_TOKEN, and request access on the model page if it is gated.</source>
        <translation>Das Hugging-Face-Token wurde für %1 nicht akzeptiert (401): HF_TOKEN prüfen und bei Zugangsbeschränkung Zugang auf der Modellseite anfragen.</translation>
    </message>
    <message>
        <source>%1 is gated or private (401): request access on the model page, then set HF_TOKEN.</source>
        <translation>%1 ist zugangsbeschränkt oder privat (401): Zugang auf der Modellseite anfragen, dann HF_TOKEN setzen.</translation>
    </message>
    <message>
        <source>Access to %1 is not granted (403): request access on the model page, then set HF_TOKEN.</source>
        <translation>Kein Zugriff auf %1 (403): Zugang auf der Modellseite anfragen, dann HF_TOKEN setzen.</translation>
    </message>
    <message>
        <source>%1 was not found on %2 (404): check the model id.</source>
        <translation>%1 wurde auf %2 nicht gefunden (404): prüfen Sie die Modell-ID.</translation>
    </message>
    <message>
        <source>The Hub is rate-limiting requests (429); retry %1 in %2 s.</source>
        <translation>Der Hub drosselt Anfragen (429); %1 in %2 s erneut versuchen.</translation>
    </message>
    <message>
        <source>The Hub is rate-limiting requests (429); retry %1 later.</source>
        <translation>Der Hub drosselt Anfragen (429); %1 später erneut versuchen.</translation>
    </message>
    <message>
        <source>%1 answered HTTP %2 for %3</source>
        <translation>%1 antwortete HTTP %2 für %3</translation>
    </message>
    <message>
        <source>No complete answer from %1 within the %2 s deadline</source>
        <translation>Keine vollständige Antwort von %1 innerhalb der Frist von %2 s</translation>
    </message>
    <message>
        <source>%1 sent an invalid Content-Length for %2; the download was stopped.</source>
        <translation>%1 hat für %2 eine ungültige Content-Length gesendet; der Download wurde abgebrochen.</translation>
    </message>
</context>
<context>
    <name>wattgpu::ui::CapacityView</name>
    <message>
        <source>Planning the fleets for %1…</source>
        <translation>Flotten für %1 werden geplant…</translation>
    </message>
    <message>
        <source>req/s</source>
        <translation>req/s</translation>
    </message>
    <message>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <source>kWh</source>
        <translation>kWh</translation>
    </message>
    <message>
        <source>USD</source>
        <translation>USD</translation>
    </message>
    <message>
        <source>no included GPU meets the SLA at any rate.</source>
        <translation>keine einbezogene GPU erfüllt das SLA bei irgendeiner Rate.</translation>
    </message>
    <message>
        <source>lowest energy: %1;</source>
        <translation>niedrigste Energie: %1;</translation>
    </message>
    <message>
        <source>cheapest: %1;</source>
        <translation>günstigste: %1;</translation>
    </message>
    <message>
        <source>fewest GPUs: %1.</source>
        <translation>wenigste GPUs: %1.</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPUs/replica</source>
        <translation>GPUs/Replikat</translation>
    </message>
    <message>
        <source>Max req/s per replica</source>
        <translation>Max. req/s pro Replikat</translation>
    </message>
    <message>
        <source>Replicas</source>
        <translation>Replikate</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>Fleet power (W)</source>
        <translation>Flottenleistung (W)</translation>
    </message>
    <message>
        <source>kWh/day</source>
        <translation>kWh/Tag</translation>
    </message>
    <message>
        <source>USD/day</source>
        <translation>USD/Tag</translation>
    </message>
    <message>
        <source>kg CO₂/day</source>
        <translation>kg CO₂/Tag</translation>
    </message>
    <message>
        <source>TTFT (ms)</source>
        <translation>TTFT (ms)</translation>
    </message>
    <message>
        <source>ITL (ms)</source>
        <translation>ITL (ms)</translation>
    </message>
    <message>
        <source>Why not</source>
        <translation>Warum nicht</translation>
    </message>
    <message>
        <source>Electricity (board energy × PUE × price) plus, when a hardware cost is set, the provisioned GPUs around the clock</source>
        <translation>Strom (Board-Energie × PUE × Preis) plus, falls Hardwarekosten gesetzt sind, die bereitgestellten GPUs rund um die Uhr</translation>
    </message>
    <message>
        <source>GPU board energy per day, kWh (PUE not applied)</source>
        <translation>GPU-Board-Energie pro Tag, kWh (ohne PUE)</translation>
    </message>
    <message>
        <source>Each replica takes at most its max sustainable rate under the SLA; the target rate is spread evenly over the replicas. Mean power includes idle time between requests (idle power with a model resident: 17-21 % of TDP on datacenter GPUs, 6-9 % on workstation and consumer cards). Costs use Plan → Cost and carbon assumptions.</source>
        <translation>Jedes Replikat erhält höchstens seine maximal tragbare Rate unter dem SLA; die Zielrate wird gleichmäßig auf die Replikate verteilt. Die mittlere Leistung enthält den Leerlauf zwischen Anfragen (Leerlaufleistung mit geladenem Modell: 17–21 % der TDP bei Rechenzentrums-GPUs, 6–9 % bei Workstation- und Consumer-Karten). Kosten nach Plan → Kosten- und CO₂-Annahmen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (GPUs: %2, replicas: %3, %4, %5/day, %6/day)</source>
        <extracomment>capacity summary: GPU name, GPUs, replicas, fleet power, energy per day, cost per day</extracomment>
        <translation>&lt;b&gt;%1&lt;/b&gt; (GPUs: %2, Replikate: %3, %4, %5/Tag, %6/Tag)</translation>
    </message>
    <message>
        <source>%1 (at risk)</source>
        <extracomment>capacity row whose ITL (or TTFT) interval at its share of the rate reaches above the SLA</extracomment>
        <translation>%1 (gefährdet)</translation>
    </message>
    <message>
        <source>Capacity planning needs a request rate: switch the scenario to &lt;b&gt;Server&lt;/b&gt; in the workload bar and set the fleet target in req/s.</source>
        <translation>Die Kapazitätsplanung braucht eine Anfragerate: Stellen Sie das Szenario in der Lastleiste auf &lt;b&gt;Server&lt;/b&gt; und setzen Sie das Flottenziel in req/s.</translation>
    </message>
    <message>
        <source>Capacity sizes a fleet for the whole fleet&apos;s target rate: set &lt;b&gt;fleet&lt;/b&gt; beside the rate per replica in the workload bar (req/s for all replicas together).</source>
        <translation>Die Kapazitätsplanung bemisst eine Flotte für die Zielrate der ganzen Flotte: Setzen Sie &lt;b&gt;Flottenziel&lt;/b&gt; neben der Rate pro Replikat in der Lastleiste (req/s für alle Replikate zusammen).</translation>
    </message>
    <message>
        <source>kW</source>
        <translation>kW</translation>
    </message>
    <message>
        <source> kW</source>
        <translation> kW</translation>
    </message>
    <message>
        <source> W</source>
        <translation> W</translation>
    </message>
    <message>
        <source>peak × PUE %1</source>
        <extracomment>beside a facility power budget: what it is held against</extracomment>
        <translation>Spitze × PUE %1</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>none owned</source>
        <extracomment>no owned GPUs in the plan</extracomment>
        <translation>keine vorhanden</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Owned GPUs (%1)…</source>
        <extracomment>the owned-GPUs button: how many GPUs the plan owns</extracomment>
        <translation>Eigene GPUs (%1)…</translation>
    </message>
    <message>
        <source>Owned GPUs…</source>
        <translation>Eigene GPUs…</translation>
    </message>
    <message>
        <source>The GPUs you already own (%1): what they serve under the SLA and what to buy to reach the fleet target</source>
        <translation>Die GPUs, die Sie bereits besitzen (%1): was sie unter dem SLA bedienen und was für das Flottenziel zu kaufen ist</translation>
    </message>
    <message>
        <source>%1 at the wall (PUE %2)</source>
        <extracomment>the power budget in the capacity summary: &quot;40 kW at the wall (PUE 1.2)&quot; / &quot;30,000 W of GPU boards&quot;</extracomment>
        <translation>%1 an der Steckdose (PUE %2)</translation>
    </message>
    <message>
        <source>%1 of GPU boards</source>
        <translation>%1 der GPU-Karten</translation>
    </message>
    <message>
        <source>Power budget %1: best within it (lowest energy) &lt;b&gt;%2&lt;/b&gt;, %3 GPUs, peak %4, headroom %5.</source>
        <extracomment>power budget: the best fleet within it (lowest energy), its peak and the headroom left</extracomment>
        <translation>Leistungsbudget %1: am besten darin (geringste Energie) &lt;b&gt;%2&lt;/b&gt;, %3 GPUs, Spitze %4, Reserve %5.</translation>
    </message>
    <message>
        <source>Power budget %1: &lt;b&gt;no fleet fits&lt;/b&gt;. The smallest peak, %2 (%3 GPUs) at %4, is over by &lt;b&gt;%5&lt;/b&gt; (%6 %).</source>
        <extracomment>power budget: no fleet fits; the fleet with the smallest peak and by how much it is over</extracomment>
        <translation>Leistungsbudget %1: &lt;b&gt;keine Flotte passt&lt;/b&gt;. Die kleinste Spitze, %2 (%3 GPUs) mit %4, liegt &lt;b&gt;%5&lt;/b&gt; darüber (%6 %).</translation>
    </message>
    <message>
        <source>Power budget %1: no fleet meets the SLA, so none fits it.</source>
        <translation>Leistungsbudget %1: keine Flotte erfüllt das SLA, also passt keine hinein.</translation>
    </message>
    <message>
        <source>Peak at wall (kW)</source>
        <translation>Spitze an Steckdose (kW)</translation>
    </message>
    <message>
        <source>Peak GPUs (kW)</source>
        <translation>Spitze GPUs (kW)</translation>
    </message>
    <message>
        <source>best: %1 headroom</source>
        <extracomment>a fleet&apos;s peak against the power budget: the best fleet within it and the headroom left</extracomment>
        <translation>beste: %1 Reserve</translation>
    </message>
    <message>
        <source>within: %1 headroom</source>
        <translation>darin: %1 Reserve</translation>
    </message>
    <message>
        <source>over by %1 (%2 %)</source>
        <extracomment>a fleet&apos;s peak over the power budget: by how much, kW and percent of the budget</extracomment>
        <translation>%1 darüber (%2 %)</translation>
    </message>
    <message>
        <source>Peak %1 (GPUs × %2 each), mean %3</source>
        <translation>Spitze %1 (GPUs × je %2), Mittel %3</translation>
    </message>
    <message>
        <source>A peak power limit the fleets are held against: facility power at the wall (each fleet&apos;s GPUs × power limit × the plan&apos;s PUE) or the GPU boards&apos; power (GPUs × power limit)</source>
        <translation>Eine Spitzenleistungsgrenze, an der die Flotten gemessen werden: Anlagenleistung an der Steckdose (GPUs jeder Flotte × Leistungsgrenze × PUE des Plans) oder die Leistung der GPU-Karten (GPUs × Leistungsgrenze)</translation>
    </message>
    <message>
        <source>Fleets</source>
        <translation>Flotten</translation>
    </message>
    <message>
        <source>Owned GPUs</source>
        <translation>Eigene GPUs</translation>
    </message>
    <message>
        <source>Purchases</source>
        <translation>Käufe</translation>
    </message>
    <message>
        <source>Peak (kW)</source>
        <translation>Spitze (kW)</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>Budget</translation>
    </message>
    <message>
        <source>The fleet&apos;s predicted mean GPU power at the target, W</source>
        <translation>Die vorhergesagte mittlere GPU-Leistung der Flotte beim Ziel, W</translation>
    </message>
    <message>
        <source>%1 × (%2)</source>
        <extracomment>replicas of one size in an owned split: &quot;4 × (4 × A100 SXM4 80GB)&quot;</extracomment>
        <translation>%1 × (%2)</translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>an owned GPU type split into no replica</extracomment>
        <translation>keine</translation>
    </message>
    <message>
        <source>Power budget</source>
        <translation>Leistungsbudget</translation>
    </message>
    <message>
        <source>No power budget</source>
        <extracomment>power budget choices: none, facility power at the wall (kW), power of the GPU boards (W)</extracomment>
        <translation>Kein Leistungsbudget</translation>
    </message>
    <message>
        <source>Budget at the wall</source>
        <translation>Budget an der Steckdose</translation>
    </message>
    <message>
        <source>Budget of GPU boards</source>
        <translation>Budget der GPU-Karten</translation>
    </message>
    <message>
        <source>Power cap</source>
        <translation>Leistungsgrenze</translation>
    </message>
    <message>
        <source>Fleets for &lt;b&gt;%1&lt;/b&gt; under an SLA of &lt;b&gt;%2&lt;/b&gt;:</source>
        <extracomment>capacity summary: the fleet target and the SLA by its limits (&quot;50 ms ITL and 500 ms TTFT&quot;)</extracomment>
        <translation>Flotten für &lt;b&gt;%1&lt;/b&gt; unter einem SLA von &lt;b&gt;%2&lt;/b&gt;:</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>capacity row at risk: &quot;&lt;GPU id&gt;: &lt;which interval reaches above which limit&gt;&quot;</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>each GPU&apos;s power cap (%1, clamped to its TDP)</source>
        <extracomment>the per-GPU power limit a budget&apos;s peak is computed with, when a cap is set</extracomment>
        <translation>die Leistungsgrenze jeder GPU (%1, auf ihre TDP begrenzt)</translation>
    </message>
    <message>
        <source>each GPU&apos;s power limit (TDP)</source>
        <translation>die Leistungsgrenze jeder GPU (TDP)</translation>
    </message>
    <message>
        <source>Budget: held against the provisioned peak: GPUs × %1, at the wall × PUE %2</source>
        <translation>Budget: gemessen an der bereitgestellten Spitze: GPUs × %1, an der Steckdose × PUE %2</translation>
    </message>
    <message>
        <source>Budget: held against the provisioned peak: GPUs × %1</source>
        <translation>Budget: gemessen an der bereitgestellten Spitze: GPUs × %1</translation>
    </message>
    <message>
        <source>; a budget is a peak limit, and a fleet may draw its limit in a burst, so the predicted mean power is shown beside it but not held against it; host, network and cooling beyond the PUE are not counted.</source>
        <translation>; ein Budget ist eine Spitzengrenze, und eine Flotte kann in einem Lastschub ihre Grenze ziehen, daher wird die vorhergesagte mittlere Leistung daneben gezeigt, aber nicht daran gemessen; Host, Netzwerk und Kühlung über die PUE hinaus werden nicht gezählt.</translation>
    </message>
    <message>
        <source>Recommended fleet: &lt;b&gt;%1 replicas of %2&lt;/b&gt; (%3 GPUs) — no fleet fits the power budget; this one has the smallest peak.</source>
        <extracomment>capacity summary&apos;s first line: the headline fleet, built of replicas of one deployment</extracomment>
        <translation>Empfohlene Flotte: &lt;b&gt;%1 Replikate von %2&lt;/b&gt; (%3 GPUs) — keine Flotte passt in das Leistungsbudget; diese hat die kleinste Spitze.</translation>
    </message>
    <message>
        <source>Recommended fleet: &lt;b&gt;%1 replicas of %2&lt;/b&gt; (%3 GPUs), the lowest energy within the power budget.</source>
        <translation>Empfohlene Flotte: &lt;b&gt;%1 Replikate von %2&lt;/b&gt; (%3 GPUs), die geringste Energie innerhalb des Leistungsbudgets.</translation>
    </message>
    <message>
        <source>Recommended fleet: &lt;b&gt;%1 replicas of %2&lt;/b&gt; (%3 GPUs), the lowest energy.</source>
        <translation>Empfohlene Flotte: &lt;b&gt;%1 Replikate von %2&lt;/b&gt; (%3 GPUs), die geringste Energie.</translation>
    </message>
    <message>
        <source>Disaggregated</source>
        <extracomment>Capacity section: prefill and decode on separate pools of GPUs</extracomment>
        <translation>Disaggregiert</translation>
    </message>
</context>
<context>
    <name>wattgpu::ui::ChartAdapter</name>
    <message>
        <source> (%1)</source>
        <extracomment>axis title suffix with the unit, e.g. &quot; (ms)&quot;</extracomment>
        <translation> (%1)</translation>
    </message>
</context>
<context>
    <name>wattgpu::ui::ChartPanel</name>
    <message>
        <source>Power vs latency</source>
        <translation>Leistung gegen Latenz</translation>
    </message>
    <message>
        <source>Objective per GPU</source>
        <translation>Ziel pro GPU</translation>
    </message>
    <message>
        <source>Load sweep</source>
        <translation>Lastverlauf</translation>
    </message>
    <message>
        <source>SLA sweep</source>
        <translation>SLA-Verlauf</translation>
    </message>
    <message>
        <source>Each GPU&apos;s predicted mean power against its inter-token latency (Ctrl+1)</source>
        <translation>Vorhergesagte mittlere Leistung jeder GPU gegen ihre Inter-Token-Latenz (Strg+1)</translation>
    </message>
    <message>
        <source>The objective per GPU, best first (Ctrl+2)</source>
        <translation>Das Ziel pro GPU, die beste zuerst (Strg+2)</translation>
    </message>
    <message>
        <source>Which GPU wins for each SLA (Ctrl+4)</source>
        <translation>Welche GPU bei welchem SLA gewinnt (Strg+4)</translation>
    </message>
    <message>
        <source>E&amp;xport chart…</source>
        <translation>Diagramm e&amp;xportieren…</translation>
    </message>
    <message>
        <source>Pic&amp;k GPUs to compare (up to %1):</source>
        <translation>GPUs zum Vergleich &amp;wählen (bis zu %1):</translation>
    </message>
    <message>
        <source>Latency and power as concurrency (offline) or the request rate (server) grows (Ctrl+3)</source>
        <translation>Latenz und Leistung bei wachsender Parallelität (offline) oder Anfragerate (Server) (Strg+3)</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>Kapazität</translation>
    </message>
    <message>
        <source>Server mode: replicas, GPUs, fleet power, energy and cost per GPU type for the target request rate (Ctrl+5)</source>
        <translation>Servermodus: Replikate, GPUs, Flottenleistung, Energie und Kosten je GPU-Typ für die Ziel-Anfragerate (Strg+5)</translation>
    </message>
    <message>
        <source>Save the visible chart (or the capacity table) as PNG, SVG or PDF</source>
        <translation>Das sichtbare Diagramm (oder die Kapazitätstabelle) als PNG, SVG oder PDF speichern</translation>
    </message>
</context>
<context>
    <name>wattgpu::ui::CustomGpuDialog</name>
    <message>
        <source>%1 (%2): “%3” is not a number.</source>
        <translation>%1 (%2): „%3“ ist keine Zahl.</translation>
    </message>
    <message>
        <source>New GPU</source>
        <translation>Neue GPU</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Custom GPUs</source>
        <translation>Eigene GPUs</translation>
    </message>
    <message>
        <source>Your GPUs:</source>
        <translation>Ihre GPUs:</translation>
    </message>
    <message>
        <source>Add empty</source>
        <translation>Leere hinzufügen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Duplicate from the selected GPU</source>
        <translation>Von der ausgewählten GPU kopieren</translation>
    </message>
    <message>
        <source>Bundled GPU to copy the spec sheet from</source>
        <translation>Mitgelieferte GPU, deren Datenblatt kopiert wird</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <source>The vendor software stack serving engines run on: it decides the learned efficiency. A backend without measurements is flagged and gets a wider interval</source>
        <translation>Der Software-Stack des Herstellers, auf dem die Serving-Engines laufen: Er bestimmt die gelernte Effizienz. Ein Backend ohne Messungen wird markiert und erhält ein breiteres Intervall</translation>
    </message>
    <message>
        <source>Vendor default (%1)</source>
        <extracomment>custom GPU editor: no backend named, the vendor&apos;s usual one is used (in parentheses)</extracomment>
        <translation>Herstellerstandard (%1)</translation>
    </message>
    <message>
        <source>%1 (%2): “%3” is not a backend name: use 1–32 letters, digits, “.”, “-” or “_” (known: %4; any other name is a backend of its own).</source>
        <extracomment>custom GPU editor: %3 is the text typed, %4 the catalog&apos;s backends</extracomment>
        <translation>%1 (%2): „%3“ ist kein Backend-Name: 1–32 Buchstaben, Ziffern, „.“, „-“ oder „_“ verwenden (bekannt: %4; jeder andere Name ist ein eigenes Backend).</translation>
    </message>
    <message>
        <source>Load custom GPUs</source>
        <translation>Eigene GPUs laden</translation>
    </message>
    <message>
        <source>Custom GPU files (*.json)</source>
        <translation>Dateien mit eigenen GPUs (*.json)</translation>
    </message>
    <message>
        <source>%1: “%2” is already in your list; nothing was loaded.</source>
        <translation>%1: „%2“ ist bereits in Ihrer Liste; nichts wurde geladen.</translation>
    </message>
    <message numerus="yes">
        <source>Loaded %n GPU(s) from %1.</source>
        <translation>
            <numerusform>%n GPU aus %1 geladen.</numerusform>
            <numerusform>%n GPUs aus %1 geladen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Load from file…</source>
        <translation>Aus Datei laden…</translation>
    </message>
    <message>
        <source>Add the GPUs of a custom-GPU file, e.g. the announced 2026 parts in the bundled examples</source>
        <translation>Die GPUs einer Datei mit eigenen GPUs hinzufügen, z. B. die angekündigten Modelle von 2026 aus den mitgelieferten Beispielen</translation>
    </message>
</context>
<context>
    <name>wattgpu::ui::DataController</name>
    <message>
        <source>&amp;Data</source>
        <translation>Da&amp;ten</translation>
    </message>
    <message>
        <source>&amp;Import measurements…</source>
        <translation>Messungen &amp;importieren…</translation>
    </message>
    <message>
        <source>Watt Counts CSV, ML.ENERGY v3 JSON, planner CSV or a benchmark result (vLLM, SGLang, GuideLLM, GenAI-Perf) for the GPU selected in the table, with its power log; ends in a validation report</source>
        <translation>Watt-Counts-CSV, ML.ENERGY-v3-JSON, Planer-CSV oder ein Benchmark-Ergebnis (vLLM, SGLang, GuideLLM, GenAI-Perf) für die in der Tabelle gewählte GPU, mit ihrem Leistungsprotokoll; endet mit einem Prüfbericht</translation>
    </message>
    <message>
        <source>&amp;Retrain…</source>
        <translation>&amp;Neu trainieren…</translation>
    </message>
    <message>
        <source>Train the prediction model on the bundled measurements plus your imports</source>
        <translation>Das Vorhersagemodell mit den mitgelieferten Messungen und Ihren Importen trainieren</translation>
    </message>
    <message>
        <source>Prediction &amp;model</source>
        <translation>&amp;Vorhersagemodell</translation>
    </message>
    <message>
        <source>Shipped default model</source>
        <translation>Mitgeliefertes Standardmodell</translation>
    </message>
    <message>
        <source>Paper model (WattGPU hyperparameters)</source>
        <translation>Paper-Modell (WattGPU-Hyperparameter)</translation>
    </message>
    <message>
        <source>Retrained model</source>
        <translation>Neu trainiertes Modell</translation>
    </message>
    <message>
        <source>Show model &amp;card…</source>
        <translation>Modell&amp;karte anzeigen…</translation>
    </message>
    <message>
        <source>Custom &amp;GPUs…</source>
        <translation>&amp;Eigene GPUs…</translation>
    </message>
    <message>
        <source>&amp;Fetch from Hugging Face…</source>
        <translation>Modell von Hugging Face &amp;holen…</translation>
    </message>
    <message>
        <source>&amp;Update from Hugging Face…</source>
        <translation>Von Hugging Face &amp;aktualisieren…</translation>
    </message>
    <message>
        <source>Run Data ▸ Retrain… first</source>
        <translation>Zuerst Daten ▸ Neu trainieren… ausführen</translation>
    </message>
    <message>
        <source>Custom GPUs</source>
        <translation>Eigene GPUs</translation>
    </message>
    <message>
        <source>Your custom GPUs could not be loaded; the file was left as it is.
%1</source>
        <translation>Ihre eigenen GPUs konnten nicht geladen werden; die Datei bleibt unverändert.
%1</translation>
    </message>
    <message>
        <source>The retrained model could not be loaded; the shipped model is used.
%1</source>
        <translation>Das neu trainierte Modell konnte nicht geladen werden; das mitgelieferte wird verwendet.
%1</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2): %3</translation>
    </message>
    <message>
        <source>The model card could not be read: %1</source>
        <translation>Die Modellkarte konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Model card — retrained model</source>
        <translation>Modellkarte – neu trainiertes Modell</translation>
    </message>
    <message>
        <source>Model card — paper model</source>
        <translation>Modellkarte – Paper-Modell</translation>
    </message>
    <message>
        <source>Model card — shipped model</source>
        <translation>Modellkarte – mitgeliefertes Modell</translation>
    </message>
    <message>
        <source>Import measurements</source>
        <translation>Messungen importieren</translation>
    </message>
    <message>
        <source>Measurements and benchmark results (*.csv *.json *.jsonl *.txt *.prom);;Watt Counts, planner or GenAI-Perf CSV (*.csv);;ML.ENERGY, vLLM, GuideLLM or GenAI-Perf JSON (*.json);;SGLang JSONL (*.jsonl)</source>
        <translation>Messungen und Benchmark-Ergebnisse (*.csv *.json *.jsonl *.txt *.prom);;Watt-Counts-, Planer- oder GenAI-Perf-CSV (*.csv);;ML.ENERGY-, vLLM-, GuideLLM- oder GenAI-Perf-JSON (*.json);;SGLang-JSONL (*.jsonl)</translation>
    </message>
    <message>
        <source>The accepted rows could not be saved: %1</source>
        <translation>Die übernommenen Zeilen konnten nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>Retraining cancelled; the models are unchanged.</source>
        <translation>Neutraining abgebrochen; die Modelle sind unverändert.</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>Retraining failed; the models are unchanged.
%1</source>
        <translation>Neutraining fehlgeschlagen; die Modelle sind unverändert.
%1</translation>
    </message>
    <message>
        <source>retrained %1 on the bundled measurements: %2</source>
        <translation>%1 neu trainiert mit den mitgelieferten Messungen: %2</translation>
    </message>
    <message>
        <source>retrained %1 on the bundled measurements + imports %2: %3</source>
        <translation>%1 neu trainiert mit den mitgelieferten Messungen + Importen %2: %3</translation>
    </message>
    <message>
        <source>The retrained model could not be saved; the models are unchanged.
%1</source>
        <translation>Das neu trainierte Modell konnte nicht gespeichert werden; die Modelle sind unverändert.
%1</translation>
    </message>
    <message>
        <source>could not replace %1</source>
        <translation>%1 konnte nicht ersetzt werden</translation>
    </message>
    <message>
        <source>Retrained on %1 measured runs; saved to %2.</source>
        <translation>Neu trainiert mit %1 gemessenen Läufen; gespeichert unter %2.</translation>
    </message>
    <message>
        <source>Imports not used: %1</source>
        <translation>Nicht verwendete Importe: %1</translation>
    </message>
    <message>
        <source>Your GPUs were not saved: %1</source>
        <translation>Ihre GPUs wurden nicht gespeichert: %1</translation>
    </message>
</context>
<context>
    <name>wattgpu::ui::DeploymentDialog</name>
    <message>
        <source>Speculative decoding and network</source>
        <translation>Spekulatives Decoding und Netzwerk</translation>
    </message>
    <message>
        <source>Speculative &amp;decoding:</source>
        <translation>Spekulatives &amp;Decoding:</translation>
    </message>
    <message>
        <source>Drafted &amp;tokens per step:</source>
        <translation>Entworfene &amp;Tokens pro Schritt:</translation>
    </message>
    <message>
        <source>&amp;Acceptance per drafted token:</source>
        <translation>&amp;Annahme pro entworfenem Token:</translation>
    </message>
    <message>
        <source>&amp;Network between nodes:</source>
        <translation>&amp;Netzwerk zwischen Knoten:</translation>
    </message>
    <message>
        <source>Off</source>
        <extracomment>speculative decoding methods: none, an EAGLE-style draft head, the model&apos;s multi-token-prediction heads</extracomment>
        <translation>Aus</translation>
    </message>
    <message>
        <source>EAGLE head</source>
        <translation>EAGLE-Kopf</translation>
    </message>
    <message>
        <source>MTP heads (DeepSeek-V3)</source>
        <translation>MTP-Köpfe (DeepSeek-V3)</translation>
    </message>
    <message>
        <source>by GPU class</source>
        <extracomment>the inter-node link&apos;s spin box at 0: the GPU class&apos;s estimate is used</extracomment>
        <translation>nach GPU-Klasse</translation>
    </message>
    <message>
        <source> GB/s per GPU</source>
        <translation> GB/s pro GPU</translation>
    </message>
    <message>
        <source>Defaults: EAGLE %1 tokens at %2 acceptance (mean accepted lengths of 3-4 reported on chat benchmarks); MTP %3 token at %4 (DeepSeek-V3 technical report). A verification step emits the accepted tokens plus one, costs the verification of all drafted tokens, and gains less as concurrency makes it compute-bound. The network link carries a replica&apos;s collectives between nodes and a disaggregated plan&apos;s KV cache; by GPU class: 100 GB/s (Blackwell Ultra) to 12.5 GB/s (workstation cards), flagged as estimated.</source>
        <translation>Standardwerte: EAGLE %1 Tokens bei %2 Annahme (auf Chat-Benchmarks berichtete mittlere angenommene Längen von 3–4); MTP %3 Token bei %4 (technischer Bericht zu DeepSeek-V3). Ein Prüfschritt gibt die angenommenen Tokens plus eins aus, kostet die Prüfung aller entworfenen Tokens und bringt weniger, je mehr die Parallelität ihn rechenbegrenzt macht. Die Netzwerkverbindung trägt die Kollektive eines Replikats zwischen Knoten und den KV-Cache eines disaggregierten Plans; nach GPU-Klasse: 100 GB/s (Blackwell Ultra) bis 12,5 GB/s (Workstation-Karten), als geschätzt markiert.</translation>
    </message>
</context>
<context>
    <name>wattgpu::ui::DisaggregationView</name>
    <message>
        <source>%1P(%2) + %3D(%4)</source>
        <extracomment>disaggregated serving: prefill workers and decode workers, &quot;1P(8 × H200) + 2D(8 × H200)&quot;</extracomment>
        <translation>%1P(%2) + %3D(%4)</translation>
    </message>
    <message>
        <source>%1 × (%2)</source>
        <extracomment>a fleet of replicas: &quot;2 × (4 × MI350X 288GB)&quot;</extracomment>
        <translation>%1 × (%2)</translation>
    </message>
    <message>
        <source>%1 (%2–∞)</source>
        <extracomment>a TTFT with an interval whose upper end has no bound: &quot;283 (71–∞)&quot;</extracomment>
        <translation>%1 (%2–∞)</translation>
    </message>
    <message>
        <source>J/token</source>
        <translation>J/Token</translation>
    </message>
    <message>
        <source>Disaggregated pools are sized for a request rate: switch the scenario to &lt;b&gt;Server&lt;/b&gt;.</source>
        <translation>Disaggregierte Pools werden für eine Anfragerate bemessen: Stellen Sie das Szenario auf &lt;b&gt;Server&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Tick the box above to plan prompts&apos; prefill and the decode of their tokens on separate pools of GPUs, and to compare that with aggregated serving at this rate.</source>
        <translation>Haken Sie das Feld oben an, um das Prefill der Prompts und das Decode ihrer Tokens auf getrennten GPU-Pools zu planen und mit aggregierter Bereitstellung bei dieser Rate zu vergleichen.</translation>
    </message>
    <message>
        <source>Disaggregated serving could not be planned: %1</source>
        <translation>Disaggregierte Bereitstellung konnte nicht geplant werden: %1</translation>
    </message>
    <message>
        <source>Planning disaggregated serving…</source>
        <translation>Disaggregierte Bereitstellung wird geplant…</translation>
    </message>
    <message>
        <source>Prefill and decode on separate pools at %1 for the whole service, against aggregated serving at the same rate.</source>
        <extracomment>disaggregated serving: the rate both kinds of serving are sized for</extracomment>
        <translation>Prefill und Decode auf getrennten Pools bei %1 für den ganzen Dienst, verglichen mit aggregierter Bereitstellung bei derselben Rate.</translation>
    </message>
    <message>
        <source>req/s</source>
        <translation>req/s</translation>
    </message>
    <message>
        <source>&lt;b&gt;Disaggregated serving is recommended&lt;/b&gt;: %1 uses %2 % less energy per token than aggregated %3 (%4 against %5).</source>
        <translation>&lt;b&gt;Disaggregierte Bereitstellung wird empfohlen&lt;/b&gt;: %1 braucht %2 % weniger Energie pro Token als aggregiert %3 (%4 gegenüber %5).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Aggregated serving is recommended&lt;/b&gt;: %1 uses %2 % less energy per token than the best disaggregated plan, %3 (%4 against %5).</source>
        <translation>&lt;b&gt;Aggregierte Bereitstellung wird empfohlen&lt;/b&gt;: %1 braucht %2 % weniger Energie pro Token als der beste disaggregierte Plan, %3 (%4 gegenüber %5).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Disaggregated serving is recommended&lt;/b&gt;: no aggregated fleet meets the SLA at this rate; %1 does (%2).</source>
        <translation>&lt;b&gt;Disaggregierte Bereitstellung wird empfohlen&lt;/b&gt;: Keine aggregierte Flotte erfüllt das SLA bei dieser Rate; %1 schon (%2).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Aggregated serving is recommended&lt;/b&gt;: no disaggregated plan meets the SLA at this rate; %1 does (%2).</source>
        <translation>&lt;b&gt;Aggregierte Bereitstellung wird empfohlen&lt;/b&gt;: Kein disaggregierter Plan erfüllt das SLA bei dieser Rate; %1 schon (%2).</translation>
    </message>
    <message>
        <source>Neither aggregated nor disaggregated serving meets the SLA at this rate.</source>
        <translation>Weder aggregierte noch disaggregierte Bereitstellung erfüllt das SLA bei dieser Rate.</translation>
    </message>
    <message>
        <source>Disaggregated serving was never measured: each pool is predicted from aggregated runs, plus the KV cache&apos;s move between them, so every disaggregated row is out of distribution. ITL is the %1.</source>
        <extracomment>disaggregated serving: why every row is out of distribution; %1: &quot;median ITL&quot;</extracomment>
        <translation>Disaggregierte Bereitstellung wurde nie gemessen: Jeder Pool wird aus aggregierten Läufen vorhergesagt, dazu die Übertragung des KV-Caches zwischen ihnen; jede disaggregierte Zeile liegt daher außerhalb der Trainingsdaten. ITL ist die %1.</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Aggregated: %1</source>
        <extracomment>the best aggregated fleet, first row of the disaggregated comparison</extracomment>
        <translation>Aggregiert: %1</translation>
    </message>
    <message>
        <source>at risk</source>
        <translation>gefährdet</translation>
    </message>
    <message>
        <source>meets</source>
        <translation>erfüllt</translation>
    </message>
    <message>
        <source>Prefill: %1 workers of %2 GPUs, each %3 % busy; decode: %4 workers of %5 GPUs, %6 requests in decode on each</source>
        <translation>Prefill: %1 Worker mit je %2 GPUs, jeder %3 % ausgelastet; Decode: %4 Worker mit je %5 GPUs, je %6 Anfragen im Decode</translation>
    </message>
    <message>
        <source>A prefill as slow as its interval&apos;s upper end saturates the prefill pool: the wait then has no bound</source>
        <translation>Ein Prefill so langsam wie das obere Ende seines Intervalls sättigt den Prefill-Pool: Die Wartezeit ist dann unbegrenzt</translation>
    </message>
    <message>
        <source>%1 per request over %2%3</source>
        <translation>%1 pro Anfrage über %2%3</translation>
    </message>
    <message>
        <source>GB/s</source>
        <translation>GB/s</translation>
    </message>
    <message>
        <source> (estimated link)</source>
        <translation> (geschätzte Verbindung)</translation>
    </message>
    <message>
        <source>Compare disaggregated prefill/decode</source>
        <translation>Disaggregiertes Prefill/Decode vergleichen</translation>
    </message>
    <message>
        <source>Also plan prompts&apos; prefill and the decode of their tokens on separate pools of GPUs (the KV cache moves between them), sized for the service&apos;s rate, and compare that with aggregated serving</source>
        <translation>Das Prefill der Prompts und das Decode ihrer Tokens zusätzlich auf getrennten GPU-Pools planen (der KV-Cache wandert zwischen ihnen), bemessen für die Rate des Dienstes, und mit aggregierter Bereitstellung vergleichen</translation>
    </message>
    <message>
        <source>Deployment</source>
        <translation>Bereitstellung</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>TTFT (ms)</source>
        <translation>TTFT (ms)</translation>
    </message>
    <message>
        <source>ITL (ms)</source>
        <translation>ITL (ms)</translation>
    </message>
    <message>
        <source>Power (W)</source>
        <translation>Leistung (W)</translation>
    </message>
    <message>
        <source>Prefill (W)</source>
        <translation>Prefill (W)</translation>
    </message>
    <message>
        <source>Decode (W)</source>
        <translation>Decode (W)</translation>
    </message>
    <message>
        <source>KV move (ms)</source>
        <translation>KV-Übertragung (ms)</translation>
    </message>
    <message>
        <source>SLA</source>
        <translation>SLA</translation>
    </message>
    <message>
        <source>Time to first token: the prefill pool&apos;s queue wait and prefill plus the KV cache&apos;s move, ms, with its interval</source>
        <translation>Zeit bis zum ersten Token: Wartezeit und Prefill im Prefill-Pool plus die Übertragung des KV-Caches, ms, mit Intervall</translation>
    </message>
    <message>
        <source>One request&apos;s KV cache from its prefill worker to a decode worker over their network links, ms</source>
        <translation>Der KV-Cache einer Anfrage vom Prefill-Worker zu einem Decode-Worker über ihre Netzwerkverbindungen, ms</translation>
    </message>
    <message>
        <source>The decode pool&apos;s gaps between tokens at its concurrency, ms, with the interval, in the plan&apos;s ITL definition</source>
        <translation>Die Abstände zwischen Tokens im Decode-Pool bei seiner Parallelität, ms, mit Intervall, in der ITL-Definition des Plans</translation>
    </message>
    <message>
        <source>The prefill pool&apos;s predicted mean GPU power, W</source>
        <translation>Vorhergesagte mittlere GPU-Leistung des Prefill-Pools, W</translation>
    </message>
    <message>
        <source>The decode pool&apos;s predicted mean GPU power, W</source>
        <translation>Vorhergesagte mittlere GPU-Leistung des Decode-Pools, W</translation>
    </message>
    <message>
        <source>Both pools&apos; (or the aggregated fleet&apos;s) mean GPU power, W</source>
        <translation>Mittlere GPU-Leistung beider Pools (oder der aggregierten Flotte), W</translation>
    </message>
    <message>
        <source>GPU energy per output token, J, with its interval</source>
        <translation>GPU-Energie pro Ausgabetoken, J, mit Intervall</translation>
    </message>
    <message>
        <source>Aggregated fleets</source>
        <translation>Aggregierte Flotten</translation>
    </message>
    <message>
        <source>Disaggregated pools</source>
        <translation>Disaggregierte Pools</translation>
    </message>
    <message>
        <source>Recommended</source>
        <translation>Empfohlen</translation>
    </message>
    <message>
        <source>★ %1</source>
        <translation>★ %1</translation>
    </message>
</context>
<context>
    <name>wattgpu::ui::EconomicsDialog</name>
    <message>
        <source>Defaults: electricity %1 USD/kWh, PUE %2, grid %3 gCO₂/kWh, no hardware cost (when a purchase price is set: %4 years, %5 % utilisation).</source>
        <translation>Standard: Strom %1 USD/kWh, PUE %2, Netz %3 gCO₂/kWh, keine Hardwarekosten (mit Kaufpreis: %4 Jahre, %5 % Auslastung).</translation>
    </message>
    <message>
        <source>Cost and carbon assumptions</source>
        <translation>Kosten- und CO₂-Annahmen</translation>
    </message>
    <message>
        <source>Used for the $/1M tokens and gCO₂/1M tokens figures, the cost and CO₂ objectives, capacity plans and reports. Energy is the GPUs&apos; own; PUE scales it to the facility meter.</source>
        <translation>Gelten für die Werte in $/1 Mio. Tokens und gCO₂/1 Mio. Tokens, die Kosten- und CO₂-Ziele, Kapazitätspläne und Berichte. Die Energie ist die der GPUs selbst; der PUE rechnet sie auf den Zähler des Rechenzentrums hoch.</translation>
    </message>
    <message>
        <source>Electricity &amp;price</source>
        <translation>&amp;Strompreis</translation>
    </message>
    <message>
        <source> USD/kWh</source>
        <translation> USD/kWh</translation>
    </message>
    <message>
        <source>Price per kWh at the facility meter (default 0.15 USD/kWh)</source>
        <translation>Preis pro kWh am Zähler des Rechenzentrums (Standard: 0,15 USD/kWh)</translation>
    </message>
    <message>
        <source>PU&amp;E</source>
        <translation>PU&amp;E</translation>
    </message>
    <message>
        <source>Power usage effectiveness: facility energy / IT energy, ≥ 1 (default 1.2)</source>
        <translation>Power Usage Effectiveness: Energie des Rechenzentrums / IT-Energie, ≥ 1 (Standard: 1,2)</translation>
    </message>
    <message>
        <source>&amp;Grid intensity</source>
        <translation>&amp;Netzintensität</translation>
    </message>
    <message>
        <source> gCO₂/kWh</source>
        <translation> gCO₂/kWh</translation>
    </message>
    <message>
        <source>Carbon intensity of the electricity, gCO₂-eq per kWh (default 400)</source>
        <translation>CO₂-Intensität des Stroms, gCO₂-Äq. pro kWh (Standard: 400)</translation>
    </message>
    <message>
        <source>&amp;Hardware cost</source>
        <translation>&amp;Hardwarekosten</translation>
    </message>
    <message>
        <source>With a hardware cost the cost figure is all-in (electricity + hardware); without, electricity only (the default)</source>
        <translation>Mit Hardwarekosten ist der Kostenwert vollständig (Strom + Hardware); ohne nur Strom (Standard)</translation>
    </message>
    <message>
        <source>None (electricity only)</source>
        <translation>Keine (nur Strom)</translation>
    </message>
    <message>
        <source>Rate per GPU-hour (cloud, rental)</source>
        <translation>Preis pro GPU-Stunde (Cloud, Miete)</translation>
    </message>
    <message>
        <source>Purchase price, amortised</source>
        <translation>Kaufpreis, abgeschrieben</translation>
    </message>
    <message>
        <source>&amp;Rate</source>
        <translation>Stundensat&amp;z</translation>
    </message>
    <message>
        <source> USD/GPU-h</source>
        <translation> USD/GPU-h</translation>
    </message>
    <message>
        <source>Paid per GPU-hour of serving, every GPU</source>
        <translation>Bezahlt pro GPU-Stunde im Betrieb, für jede GPU</translation>
    </message>
    <message>
        <source>Purchase p&amp;rice</source>
        <translation>&amp;Kaufpreis</translation>
    </message>
    <message>
        <source> USD/GPU</source>
        <translation> USD/GPU</translation>
    </message>
    <message>
        <source>&amp;Lifetime</source>
        <translation>Nutzungs&amp;dauer</translation>
    </message>
    <message>
        <source> years</source>
        <translation> Jahre</translation>
    </message>
    <message>
        <source>Amortisation period (default 4 years)</source>
        <translation>Abschreibungsdauer (Standard: 4 Jahre)</translation>
    </message>
    <message>
        <source>&amp;Utilisation</source>
        <translation>&amp;Auslastung</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>Share of the lifetime spent serving tokens (default 60 %); idle hours are paid by busy ones</source>
        <translation>Anteil der Nutzungsdauer, in dem Tokens erzeugt werden (Standard: 60 %); Leerlaufstunden zahlen die belegten mit</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>USD/GPU-h</source>
        <translation>USD/GPU-h</translation>
    </message>
    <message>
        <source>&amp;Filter:</source>
        <translation>&amp;Filter:</translation>
    </message>
    <message>
        <source>GPU name, e.g. h100</source>
        <translation>GPU-Name, z. B. h100</translation>
    </message>
    <message>
        <source>Per-GPU quotes in this plan (kept; they take precedence): %1</source>
        <translation>GPU-spezifische Preise in diesem Plan (bleiben erhalten; haben Vorrang): %1</translation>
    </message>
    <message>
        <source>Restore &amp;defaults</source>
        <translation>Standard&amp;werte</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a rate in USD/GPU-h (0 to %3; leave it empty for none)</source>
        <extracomment>&quot;&lt;GPU&gt;: &apos;&lt;text&gt;&apos; is not a rate in USD/GPU-h (0 to 10,000; empty: none)&quot;</extracomment>
        <translation>%1: „%2“ ist kein Preis in USD/GPU-h (0 bis %3; leer lassen für keinen)</translation>
    </message>
    <message>
        <source>Quoted rate per GPU &amp;type (takes precedence over the hardware cost above; leave empty to use it):</source>
        <translation>Angebotener Preis je GPU-&amp;Typ (hat Vorrang vor den Hardwarekosten oben; leer lassen, um diese zu verwenden):</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
</context>
<context>
    <name>wattgpu::ui::GpuTableModel</name>
    <message>
        <source>Recommended: meets the SLA with the lowest %1</source>
        <translation>Empfohlen: erfüllt das SLA mit dem niedrigsten Wert für %1</translation>
    </message>
    <message>
        <source>Meets the SLA, but uses %1 % more %2 than the winner</source>
        <translation>Erfüllt das SLA, braucht aber %1 % mehr %2 als der Gewinner</translation>
    </message>
    <message>
        <source>✓</source>
        <translation>✓</translation>
    </message>
    <message>
        <source>✗</source>
        <translation>✗</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>✓ best</source>
        <translation>✓ beste</translation>
    </message>
    <message>
        <source>✗ overloaded</source>
        <translation>✗ überlastet</translation>
    </message>
    <message>
        <source>✗ too slow</source>
        <translation>✗ zu langsam</translation>
    </message>
    <message>
        <source>✗ no fit</source>
        <translation>✗ passt nicht</translation>
    </message>
    <message>
        <source>excluded</source>
        <translation>ausgelassen</translation>
    </message>
    <message>
        <source>⚠</source>
        <translation>⚠</translation>
    </message>
    <message>
        <source>Included in the charts and the recommendation; untick to leave it out</source>
        <translation>In Diagrammen und Empfehlung enthalten; abwählen, um sie auszulassen</translation>
    </message>
    <message>
        <source>Left out of the charts and the recommendation; tick to include</source>
        <translation>Nicht in Diagrammen und Empfehlung; anhaken, um sie einzubeziehen</translation>
    </message>
    <message>
        <source>%1
TDP %2 · memory %3</source>
        <translation>%1
TDP %2 · Speicher %3</translation>
    </message>
    <message>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <source>GB</source>
        <translation>GB</translation>
    </message>
    <message>
        <source>Fits: needs %1 of %2 per GPU</source>
        <translation>Passt: braucht %1 von %2 pro GPU</translation>
    </message>
    <message>
        <source>Mean power of the replica over time (idle between requests included), W, with its ~80 % interval</source>
        <translation>Mittlere Leistung des Replikats über die Zeit (Leerlauf zwischen Anfragen inbegriffen), W, mit ~80-%-Intervall</translation>
    </message>
    <message>
        <source>Mean power of the replica, W, with its ~80 % interval</source>
        <translation>Mittlere Leistung des Replikats, W, mit ~80-%-Intervall</translation>
    </message>
    <message>
        <source>Output tokens per second of the replica</source>
        <translation>Ausgabe-Tokens pro Sekunde des Replikats</translation>
    </message>
    <message>
        <source>Energy per output token, J, with its ~80 % interval</source>
        <translation>Energie pro Ausgabe-Token, J, mit ~80-%-Intervall</translation>
    </message>
    <message>
        <source>Electricity cost per 1M output tokens, USD (PUE applied; no hardware cost set)</source>
        <translation>Stromkosten pro 1 Mio. Ausgabe-Tokens, USD (mit PUE; keine Hardwarekosten gesetzt)</translation>
    </message>
    <message>
        <source>Emissions per 1M output tokens, gCO₂-eq: energy × PUE × grid intensity</source>
        <translation>Emissionen pro 1 Mio. Ausgabe-Tokens, gCO₂-Äq.: Energie × PUE × Netzintensität</translation>
    </message>
    <message>
        <source>Share of time the replica has at least one request in service</source>
        <translation>Zeitanteil, in dem das Replikat mindestens eine Anfrage bearbeitet</translation>
    </message>
    <message>
        <source>Mean requests in service (Little&apos;s law)</source>
        <translation>Mittlere Anzahl bearbeiteter Anfragen (Littles Gesetz)</translation>
    </message>
    <message>
        <source>Largest request rate one replica sustains with the ITL under the SLA, req/s</source>
        <translation>Höchste Anfragerate, die ein Replikat mit ITL unter dem SLA schafft, req/s</translation>
    </message>
    <message>
        <source>Left out by you</source>
        <translation>Von Ihnen ausgelassen</translation>
    </message>
    <message>
        <source>Use</source>
        <translation>Nutzen</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Fits?</source>
        <translation>Passt?</translation>
    </message>
    <message>
        <source>Mean power (W)</source>
        <translation>Mittlere Leistung (W)</translation>
    </message>
    <message>
        <source>Power (W)</source>
        <translation>Leistung (W)</translation>
    </message>
    <message>
        <source>Tokens/s</source>
        <translation>Tokens/s</translation>
    </message>
    <message>
        <source>Energy (J/token)</source>
        <translation>Energie (J/Token)</translation>
    </message>
    <message>
        <source>$/1M tokens</source>
        <translation>$/1 Mio. Tokens</translation>
    </message>
    <message>
        <source>gCO₂/1M tokens</source>
        <translation>gCO₂/1 Mio. Tokens</translation>
    </message>
    <message>
        <source>TTFT (ms)</source>
        <translation>TTFT (ms)</translation>
    </message>
    <message>
        <source>Busy</source>
        <translation>Belegt</translation>
    </message>
    <message>
        <source>Mean concurrency</source>
        <translation>Mittlere Parallelität</translation>
    </message>
    <message>
        <source>Max req/s</source>
        <translation>Max. req/s</translation>
    </message>
    <message>
        <source>Meets SLA</source>
        <translation>Erfüllt SLA</translation>
    </message>
    <message>
        <source>Out of distribution: outside the data the model was trained on</source>
        <translation>Außerhalb der Verteilung: außerhalb der Daten, mit denen das Modell trainiert wurde</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>gemessen</translation>
    </message>
    <message>
        <source>predicted</source>
        <translation>vorhergesagt</translation>
    </message>
    <message>
        <source>%1 seen by each sequence, ms, with its ~80 % interval</source>
        <translation>%1 je Sequenz, ms, mit ~80-%-Intervall</translation>
    </message>
    <message>
        <source>%1 runs of this GPU in the training corpus (%2 with power): its figures rest on measurements</source>
        <translation>%1 Läufe dieser GPU im Trainingskorpus (%2 mit Leistung): ihre Werte beruhen auf Messungen</translation>
    </message>
    <message>
        <source>No run of this GPU in the training corpus: its figures are extrapolated from the spec sheet, with intervals calibrated on GPUs held out of training</source>
        <translation>Kein Lauf dieser GPU im Trainingskorpus: ihre Werte sind aus dem Datenblatt extrapoliert, mit Intervallen, die an aus dem Training herausgehaltenen GPUs kalibriert sind</translation>
    </message>
    <message>
        <source>%1 (ms)</source>
        <translation>%1 (ms)</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>Daten</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Hinweise</translation>
    </message>
    <message>
        <source>⚠ out of distribution (outside the training data); ℹ other warnings. Hover a row for the list</source>
        <translation>⚠ außerhalb der Verteilung (außerhalb der Trainingsdaten); ℹ andere Warnungen. Zeiger auf die Zeile für die Liste</translation>
    </message>
    <message>
        <source>Measured: the corpus holds runs of this GPU. Predicted: extrapolated from its spec sheet</source>
        <translation>Gemessen: der Korpus enthält Läufe dieser GPU. Vorhergesagt: aus dem Datenblatt extrapoliert</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>✓ best · at risk</source>
        <extracomment>The winner, whose ITL interval reaches above the SLA</extracomment>
        <translation>✓ beste · gefährdet</translation>
    </message>
    <message>
        <source>✓ at risk</source>
        <translation>✓ gefährdet</translation>
    </message>
    <message>
        <source>✗ no price</source>
        <translation>✗ kein Preis</translation>
    </message>
    <message>
        <source>All-in cost per 1M output tokens, USD: electricity (PUE applied) + this GPU&apos;s quoted rate</source>
        <translation>Gesamtkosten pro 1 Mio. Ausgabe-Tokens, USD: Strom (mit PUE) + angebotener Preis dieser GPU</translation>
    </message>
    <message>
        <source>All-in cost per 1M output tokens, USD: electricity (PUE applied) + the default rate per GPU-hour</source>
        <translation>Gesamtkosten pro 1 Mio. Ausgabe-Tokens, USD: Strom (mit PUE) + Standardpreis pro GPU-Stunde</translation>
    </message>
    <message>
        <source>All-in cost per 1M output tokens, USD: electricity (PUE applied) + the purchase price amortised</source>
        <translation>Gesamtkosten pro 1 Mio. Ausgabe-Tokens, USD: Strom (mit PUE) + abgeschriebener Kaufpreis</translation>
    </message>
    <message>
        <source>Electricity only, USD per 1M output tokens: no hardware price for this GPU while others are quoted, so it is not ranked on cost</source>
        <translation>Nur Strom, USD pro 1 Mio. Ausgabe-Tokens: kein Hardwarepreis für diese GPU, während andere bepreist sind, daher nicht in der Kostenrangfolge</translation>
    </message>
    <message>
        <source>ℹ</source>
        <translation>ℹ</translation>
    </message>
    <message>
        <source>; at risk: %1</source>
        <extracomment>&quot;&lt;verdict&gt;; at risk: &lt;which interval reaches above which limit&gt;&quot;</extracomment>
        <translation>; gefährdet: %1</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <extracomment>the p90 and p99 ITL side by side, e.g. &quot;9.1 / 12.4&quot;</extracomment>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Idle power of the replica: %1</source>
        <translation>Leerlaufleistung des Replikats: %1</translation>
    </message>
    <message>
        <source>Idle basis: %1</source>
        <extracomment>the idle power&apos;s basis; the basis itself is English text from the prediction engine</extracomment>
        <translation>Grundlage des Leerlaufwerts: %1</translation>
    </message>
    <message>
        <source>90th and 99th percentiles of the gaps between tokens, ms</source>
        <translation>90. und 99. Perzentil der Abstände zwischen Tokens, ms</translation>
    </message>
    <message>
        <source>p90 ITL: %1
p99 ITL: %2
90th and 99th percentiles of the gaps between tokens, each with its ~80 % interval</source>
        <extracomment>p90 and p99 ITL, each with its interval, e.g. &quot;p90 ITL: 9.1 ms (7.2–12)&quot;</extracomment>
        <translation>p90-ITL: %1
p99-ITL: %2
90. und 99. Perzentil der Abstände zwischen Tokens, jeweils mit ~80-%-Intervall</translation>
    </message>
    <message>
        <source>Time to first token of one request, queueing included, ms</source>
        <translation>Zeit bis zum ersten Token einer Anfrage, Wartezeit inbegriffen, ms</translation>
    </message>
    <message>
        <source>Time to first token: %1
One request&apos;s wait for its first token, queueing included, with its ~80 % interval</source>
        <translation>Zeit bis zum ersten Token: %1
Wartezeit einer Anfrage auf ihr erstes Token, Warteschlange inbegriffen, mit ~80-%-Intervall</translation>
    </message>
    <message>
        <source>TTFT SLA: %1</source>
        <translation>TTFT-SLA: %1</translation>
    </message>
    <message>
        <source>p90 / p99 ITL (ms)</source>
        <translation>p90-/p99-ITL (ms)</translation>
    </message>
    <message>
        <source>90th and 99th percentiles of the gaps between tokens, ms; sorts on p99. Hover a row for the intervals</source>
        <translation>90. und 99. Perzentil der Abstände zwischen Tokens, ms; sortiert nach p99. Die Intervalle stehen im Tooltip jeder Zeile</translation>
    </message>
    <message>
        <source>Time to first token, queueing included, ms. Hover a row for the interval</source>
        <translation>Zeit bis zum ersten Token, Wartezeit inbegriffen, ms. Das Intervall steht im Tooltip jeder Zeile</translation>
    </message>
</context>
<context>
    <name>wattgpu::ui::GpuTableView</name>
    <message>
        <source>Filter GPUs by name…</source>
        <translation>GPUs nach Namen filtern…</translation>
    </message>
    <message>
        <source>H&amp;ide GPUs that do not fit</source>
        <translation>Nicht passende GPUs ausb&amp;lenden</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Spalten</translation>
    </message>
    <message>
        <source>Space: include or leave out the current GPU. Click a header to sort; right-click it to show or hide columns.</source>
        <translation>Leertaste: aktuelle GPU einbeziehen oder auslassen. Klick auf eine Spaltenüberschrift sortiert; Rechtsklick blendet Spalten ein oder aus.</translation>
    </message>
</context>
<context>
    <name>wattgpu::ui::HubFetchDialog</name>
    <message>
        <source>“%1” is not a model id: use org/name of letters, digits, “.”, “_” and “-”.</source>
        <translation>„%1“ ist keine Modell-ID: verwenden Sie org/name aus Buchstaben, Ziffern, „.“, „_“ und „-“.</translation>
    </message>
    <message>
        <source>Fetching %1…</source>
        <translation>%1 wird abgerufen…</translation>
    </message>
    <message>
        <source>%1 B parameters</source>
        <translation>%1 Mrd. Parameter</translation>
    </message>
    <message>
        <source>parameter count unknown</source>
        <translation>Parameterzahl unbekannt</translation>
    </message>
    <message>
        <source>%1 added to the model list for this session (%2).</source>
        <translation>%1 für diese Sitzung zur Modellliste hinzugefügt (%2).</translation>
    </message>
    <message>
        <source>The fetch did not return a model.</source>
        <translation>Der Abruf hat kein Modell geliefert.</translation>
    </message>
    <message>
        <source>Fetch a model from Hugging Face</source>
        <translation>Ein Modell von Hugging Face abrufen</translation>
    </message>
    <message>
        <source>Model id:</source>
        <translation>Modell-ID:</translation>
    </message>
    <message>
        <source>Access token (optional):</source>
        <translation>Zugriffstoken (optional):</translation>
    </message>
    <message>
        <source>Gated models need a token from huggingface.co/settings/tokens. It is kept in memory for this session only and never written to disk.</source>
        <translation>Zugangsbeschränkte Modelle brauchen ein Token von huggingface.co/settings/tokens. Es bleibt nur für diese Sitzung im Speicher und wird nie auf die Festplatte geschrieben.</translation>
    </message>
    <message>
        <source>Fetch</source>
        <translation>Abrufen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>wattgpu::ui::HubRefreshDialog</name>
    <message>
        <source>Listing the most downloaded text-generation models…</source>
        <translation>Die meistgeladenen Textgenerierungsmodelle werden aufgelistet…</translation>
    </message>
    <message>
        <source>new</source>
        <translation>neu</translation>
    </message>
    <message>
        <source>in the bundled catalog</source>
        <translation>im mitgelieferten Katalog</translation>
    </message>
    <message>
        <source>not added</source>
        <translation>nicht hinzugefügt</translation>
    </message>
    <message>
        <source>%1 models listed, %2 new added to the model list for this session.</source>
        <translation>%1 Modelle gelistet, %2 neue für diese Sitzung zur Modellliste hinzugefügt.</translation>
    </message>
    <message>
        <source>%1 new models fetched before that were added.</source>
        <translation>%1 zuvor abgerufene neue Modelle wurden hinzugefügt.</translation>
    </message>
    <message>
        <source>Update the model list from Hugging Face</source>
        <translation>Modellliste von Hugging Face aktualisieren</translation>
    </message>
    <message>
        <source>Lists the most downloaded text-generation models on the Hub, fetches the config.json of those not in the bundled catalog and adds them to the model list for this session.</source>
        <translation>Listet die meistgeladenen Textgenerierungsmodelle im Hub, ruft die config.json derer ab, die nicht im mitgelieferten Katalog sind, und fügt sie für diese Sitzung zur Modellliste hinzu.</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
    <message>
        <source>Update</source>
        <translation>Aktualisieren</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>wattgpu::ui::ImportReportDialog</name>
    <message>
        <source>Import report — %1</source>
        <translation>Importbericht – %1</translation>
    </message>
    <message>
        <source>The file could not be imported; nothing was stored.
%1</source>
        <translation>Die Datei konnte nicht importiert werden; nichts gespeichert.
%1</translation>
    </message>
    <message>
        <source>Watt Counts CSV</source>
        <translation>Watt-Counts-CSV</translation>
    </message>
    <message>
        <source>ML.ENERGY v3 JSON</source>
        <translation>ML.ENERGY-v3-JSON</translation>
    </message>
    <message>
        <source>planner CSV</source>
        <translation>Planer-CSV</translation>
    </message>
    <message>
        <source>%1 (%2): %3 rows read, %4 accepted, %5 rejected.</source>
        <translation>%1 (%2): %3 Zeilen gelesen, %4 übernommen, %5 abgelehnt.</translation>
    </message>
    <message>
        <source>Accepted rows saved to %1; Data ▸ Retrain… uses them.</source>
        <translation>Übernommene Zeilen gespeichert unter %1; Daten ▸ Neu trainieren… verwendet sie.</translation>
    </message>
    <message>
        <source>No row was accepted; nothing was stored.</source>
        <translation>Keine Zeile übernommen; nichts gespeichert.</translation>
    </message>
    <message>
        <source>No row was rejected.</source>
        <translation>Keine Zeile abgelehnt.</translation>
    </message>
    <message>
        <source>Rejected rows (line in the file, field, reason):</source>
        <translation>Abgelehnte Zeilen (Zeile in der Datei, Feld, Grund):</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
    <message>
        <source>GPUs not in the catalog (their rows were rejected; add them under Data ▸ Custom GPUs… or map them with wattgpu-cli import --map-gpu): %1</source>
        <translation>GPUs nicht im Katalog (ihre Zeilen wurden abgelehnt; unter Daten ▸ Eigene GPUs… hinzufügen oder mit wattgpu-cli import --map-gpu zuordnen): %1</translation>
    </message>
    <message>
        <source>Models not in the catalog (rows kept; they train once the model is in the catalog, e.g. fetched from Hugging Face): %1</source>
        <translation>Modelle nicht im Katalog (Zeilen behalten; sie gehen ins Training ein, sobald das Modell im Katalog ist, z. B. von Hugging Face abgerufen): %1</translation>
    </message>
</context>
<context>
    <name>wattgpu::ui::InventoryEditor</name>
    <message>
        <source>Owned GPUs</source>
        <translation>Eigene GPUs</translation>
    </message>
    <message>
        <source>The GPUs you already own, a row per GPU type. The Capacity tab shows what they serve under the SLA, split into replicas, and what to buy to reach the fleet target. A JSON file ({&quot;a100-sxm4-80gb&quot;: 16}) or a CSV file with a gpu,count header can be imported.</source>
        <translation>Die GPUs, die Sie bereits besitzen, eine Zeile pro GPU-Typ. Die Kapazitätsansicht zeigt, was sie unter dem SLA in Replikate aufgeteilt bedienen und was für das Flottenziel zu kaufen ist. Eine JSON-Datei ({&quot;a100-sxm4-80gb&quot;: 16}) oder eine CSV-Datei mit der Kopfzeile gpu,count kann importiert werden.</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <source>&amp;Add GPU</source>
        <translation>GPU &amp;hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importieren…</translation>
    </message>
    <message>
        <source>Replace the rows with a JSON or CSV file&apos;s, as wattgpu-cli --inventory reads it</source>
        <translation>Die Zeilen durch die einer JSON- oder CSV-Datei ersetzen, wie wattgpu-cli --inventory sie liest</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>&amp;Leeren</translation>
    </message>
    <message>
        <source>%1 (not in the catalog)</source>
        <extracomment>an owned GPU the catalog does not list (e.g. a custom GPU removed since)</extracomment>
        <translation>%1 (nicht im Katalog)</translation>
    </message>
    <message>
        <source>%1 is listed twice (rows %2 and %3): give it one row with the whole count.</source>
        <extracomment>the owned-GPUs table lists one GPU type twice</extracomment>
        <translation>%1 steht zweimal in der Liste (Zeilen %2 und %3): Geben Sie ihr eine Zeile mit der ganzen Anzahl.</translation>
    </message>
    <message>
        <source>Could not read “%1”: %2.</source>
        <translation>„%1“ konnte nicht gelesen werden: %2.</translation>
    </message>
    <message>
        <source>“%1” is not an inventory: %2.</source>
        <translation>„%1“ ist kein Bestand: %2.</translation>
    </message>
    <message>
        <source>Import owned GPUs</source>
        <translation>Eigene GPUs importieren</translation>
    </message>
    <message>
        <source>Inventories (*.json *.csv);;All files (*)</source>
        <translation>Bestände (*.json *.csv);;Alle Dateien (*)</translation>
    </message>
    <message numerus="yes">
        <source>Total: %Ln GPU(s)</source>
        <extracomment>the owned-GPUs table&apos;s total</extracomment>
        <translation>
            <numerusform>Gesamt: %Ln GPU</numerusform>
            <numerusform>Gesamt: %Ln GPUs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>wattgpu::ui::LanguageMenu</name>
    <message>
        <source>Lang&amp;uage</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>&amp;System language</source>
        <translation>&amp;Systemsprache</translation>
    </message>
    <message>
        <source>&amp;System language (%1)</source>
        <translation>&amp;Systemsprache (%1)</translation>
    </message>
</context>
<context>
    <name>wattgpu::ui::LlmListModel</name>
    <message>
        <source>MoE %1 (%2 active)</source>
        <translation>MoE %1 (%2 aktiv)</translation>
    </message>
    <message>
        <source>%1k ctx</source>
        <translation>%1k Kontext</translation>
    </message>
    <message>
        <source>gated</source>
        <translation>beschränkt</translation>
    </message>
    <message>
        <source>%1
%2</source>
        <translation>%1
%2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1, %2, the plan&apos;s current model</source>
        <extracomment>the model picker&apos;s row of the model the plan uses now</extracomment>
        <translation>%1, %2, das aktuelle Modell des Plans</translation>
    </message>
</context>
<context>
    <name>wattgpu::ui::LoadSweepChart</name>
    <message>
        <source>Load sweep: latency and mean power vs request rate</source>
        <translation>Lastverlauf: Latenz und mittlere Leistung gegen Anfragerate</translation>
    </message>
    <message>
        <source>Load sweep: latency and power vs concurrency</source>
        <translation>Lastverlauf: Latenz und Leistung gegen Parallelität</translation>
    </message>
    <message>
        <source>Tick GPUs in the list to compare them under load</source>
        <translation>Haken Sie GPUs in der Liste an, um sie unter Last zu vergleichen</translation>
    </message>
    <message>
        <source>%1 · solid: latency (left axis) · dashed: power (right axis)</source>
        <translation>%1 · durchgezogen: Latenz (linke Achse) · gestrichelt: Leistung (rechte Achse)</translation>
    </message>
    <message>
        <source>%1 power</source>
        <translation>Leistung %1</translation>
    </message>
    <message>
        <source>Request rate per replica</source>
        <translation>Anfragerate pro Replikat</translation>
    </message>
    <message>
        <source>req/s</source>
        <translation>req/s</translation>
    </message>
    <message>
        <source>, log scale</source>
        <translation>, log. Skala</translation>
    </message>
    <message>
        <source>Concurrency (sequences in flight, log scale)</source>
        <translation>Parallelität (laufende Sequenzen, log. Skala)</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source> — solid</source>
        <translation> – durchgezogen</translation>
    </message>
    <message>
        <source>Mean power per replica</source>
        <translation>Mittlere Leistung pro Replikat</translation>
    </message>
    <message>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <source> — dashed</source>
        <translation> – gestrichelt</translation>
    </message>
    <message>
        <source>current: %1</source>
        <translation>aktuell: %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; at %2&lt;br&gt;Inter-token latency: %3&lt;br&gt;Mean power: %4</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; bei %2&lt;br&gt;Inter-Token-Latenz: %3&lt;br&gt;Mittlere Leistung: %4</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; at concurrency %2&lt;br&gt;Inter-token latency: %3&lt;br&gt;Power: %4</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; bei Parallelität %2&lt;br&gt;Inter-Token-Latenz: %3&lt;br&gt;Leistung: %4</translation>
    </message>
    <message>
        <source>%1 (max %2 under the SLA)</source>
        <translation>%1 (max. %2 unter dem SLA)</translation>
    </message>
    <message>
        <source>%1 (misses the SLA at any rate)</source>
        <translation>%1 (verfehlt das SLA bei jeder Rate)</translation>
    </message>
    <message>
        <source>%1 · solid: latency (left) · dashed: mean power (right)</source>
        <translation>%1 · durchgezogen: Latenz (links) · gestrichelt: mittlere Leistung (rechts)</translation>
    </message>
    <message>
        <source>SLA %1 %2</source>
        <translation>SLA %1 %2</translation>
    </message>
</context>
<context>
    <name>wattgpu::ui::MainWindow</name>
    <message>
        <source>The model&apos;s config.json could not be read: %1.</source>
        <translation>Die config.json des Modells konnte nicht gelesen werden: %1.</translation>
    </message>
    <message>
        <source>The model “%1” is not in the catalog.</source>
        <translation>Das Modell „%1“ ist nicht im Katalog.</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Prediction model: %1</source>
        <translation>Vorhersagemodell: %1</translation>
    </message>
    <message>
        <source>Prediction model: %1, version %2</source>
        <translation>Vorhersagemodell: %1, Version %2</translation>
    </message>
    <message>
        <source>Prediction model: none loaded</source>
        <translation>Vorhersagemodell: keines geladen</translation>
    </message>
    <message>
        <source> · trained on %1</source>
        <translation> · trainiert mit %1</translation>
    </message>
    <message>
        <source>GPUs outside the training data: %1 (marked ⚠ in the table)</source>
        <translation>GPUs außerhalb der Trainingsdaten: %1 (in der Tabelle mit ⚠ markiert)</translation>
    </message>
    <message>
        <source>No warnings</source>
        <translation>Keine Warnungen</translation>
    </message>
    <message>
        <source>⚠ Warnings: %1</source>
        <translation>⚠ Warnungen: %1</translation>
    </message>
    <message>
        <source>Updated in %1</source>
        <translation>Aktualisiert in %1</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>Untitled plan</source>
        <translation>Unbenannter Plan</translation>
    </message>
    <message>
        <source>%1[*] — WattGPU Planner</source>
        <translation>%1[*] – WattGPU Planner</translation>
    </message>
    <message>
        <source>Open config.json</source>
        <translation>config.json öffnen</translation>
    </message>
    <message>
        <source>Could not read “%1” as a Hugging Face config.json:
%2</source>
        <translation>„%1“ konnte nicht als Hugging-Face-config.json gelesen werden:
%2</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;New plan</source>
        <translation>&amp;Neuer Plan</translation>
    </message>
    <message>
        <source>&amp;Open plan…</source>
        <translation>Plan ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Save plan</source>
        <translation>Plan &amp;speichern</translation>
    </message>
    <message>
        <source>Save plan &amp;as…</source>
        <translation>Plan speichern &amp;unter…</translation>
    </message>
    <message>
        <source>Open &amp;config.json…</source>
        <translation>&amp;config.json öffnen…</translation>
    </message>
    <message>
        <source>&amp;Export chart…</source>
        <translation>Diagramm &amp;exportieren…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Find model…</source>
        <translation>Modell &amp;suchen…</translation>
    </message>
    <message>
        <source>&amp;Include all GPUs</source>
        <translation>&amp;Alle GPUs einbeziehen</translation>
    </message>
    <message>
        <source>Leave out GPUs that do &amp;not fit</source>
        <translation>Nicht &amp;passende GPUs auslassen</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Presentation mode</source>
        <translation>&amp;Präsentationsmodus</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Farbschema</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Hell</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Dunkel</translation>
    </message>
    <message>
        <source>Chart: power vs &amp;latency</source>
        <translation>Diagramm: Leistung gegen &amp;Latenz</translation>
    </message>
    <message>
        <source>Chart: &amp;objective per GPU</source>
        <translation>Diagramm: &amp;Ziel pro GPU</translation>
    </message>
    <message>
        <source>Chart: load s&amp;weep</source>
        <translation>Diagramm: Last&amp;verlauf</translation>
    </message>
    <message>
        <source>Chart: SL&amp;A sweep</source>
        <translation>Diagramm: SL&amp;A-Verlauf</translation>
    </message>
    <message>
        <source>&amp;Model picker</source>
        <translation>&amp;Modellauswahl</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About WattGPU Planner</source>
        <translation>Ü&amp;ber WattGPU Planner</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG-Bild (*.png)</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>SVG-Zeichnung (*.svg)</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>PDF-Dokument (*.pdf)</translation>
    </message>
    <message>
        <source>Export chart</source>
        <translation>Diagramm exportieren</translation>
    </message>
    <message>
        <source>Choose a file name ending in .png, .svg or .pdf.</source>
        <translation>Wählen Sie einen Dateinamen mit der Endung .png, .svg oder .pdf.</translation>
    </message>
    <message>
        <source>Could not export the chart to “%1”: %2.</source>
        <translation>Das Diagramm konnte nicht nach „%1“ exportiert werden: %2.</translation>
    </message>
    <message>
        <source>Chart saved to %1</source>
        <translation>Diagramm gespeichert unter %1</translation>
    </message>
    <message>
        <source>Hugging Face config (config.json *.json);;All files (*)</source>
        <translation>Hugging-Face-Konfiguration (config.json *.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>About WattGPU Planner</source>
        <translation>Über WattGPU Planner</translation>
    </message>
    <message>
        <source>WattGPU Planner %1

Predicts the power draw and inter-token latency of serving an LLM on every GPU in its catalog, and recommends the most energy-efficient GPU that meets your latency SLA.

Predictions come from models trained on public measurements; intervals show their uncertainty.</source>
        <translation>WattGPU Planner %1

Sagt die Leistungsaufnahme und die Inter-Token-Latenz beim Betrieb eines LLM auf jeder GPU des Katalogs vorher und empfiehlt die energieeffizienteste GPU, die Ihr Latenz-SLA erfüllt.

Die Vorhersagen stammen aus Modellen, die auf öffentlichen Messungen trainiert wurden; Intervalle zeigen ihre Unsicherheit.</translation>
    </message>
    <message>
        <source>The plan as a report: PDF (A4 or Letter), HTML, CSV or JSON</source>
        <translation>Der Plan als Bericht: PDF (A4 oder Letter), HTML, CSV oder JSON</translation>
    </message>
    <message>
        <source>&amp;Plan</source>
        <translation>&amp;Plan</translation>
    </message>
    <message>
        <source>&amp;Cost and carbon assumptions…</source>
        <translation>&amp;Kosten- und CO₂-Annahmen…</translation>
    </message>
    <message>
        <source>&amp;Capacity (server mode)</source>
        <translation>&amp;Kapazität (Servermodus)</translation>
    </message>
    <message>
        <source>Export report</source>
        <translation>Bericht exportieren</translation>
    </message>
    <message>
        <source>Choose a file name ending in .pdf, .html, .csv or .json.</source>
        <translation>Wählen Sie einen Dateinamen mit der Endung .pdf, .html, .csv oder .json.</translation>
    </message>
    <message>
        <source>There is no model to report on yet.</source>
        <translation>Es gibt noch kein Modell für einen Bericht.</translation>
    </message>
    <message>
        <source>No GPU is included: tick at least one GPU in the table.</source>
        <translation>Keine GPU einbezogen: haken Sie mindestens eine GPU in der Tabelle an.</translation>
    </message>
    <message>
        <source>Could not write the report to “%1”: %2.</source>
        <translation>Der Bericht konnte nicht nach „%1“ geschrieben werden: %2.</translation>
    </message>
    <message>
        <source>Report saved to %1</source>
        <translation>Bericht gespeichert unter %1</translation>
    </message>
    <message>
        <source>Export compare view</source>
        <translation>Vergleichsansicht exportieren</translation>
    </message>
    <message>
        <source>Pick two or three GPUs to compare.</source>
        <translation>Wählen Sie zwei oder drei GPUs zum Vergleich.</translation>
    </message>
    <message>
        <source>Choose a file name ending in .pdf or .html.</source>
        <translation>Wählen Sie einen Dateinamen mit der Endung .pdf oder .html.</translation>
    </message>
    <message>
        <source>Could not write “%1”: %2.</source>
        <translation>„%1“ konnte nicht geschrieben werden: %2.</translation>
    </message>
    <message>
        <source>Compare view saved to %1</source>
        <translation>Vergleichsansicht gespeichert unter %1</translation>
    </message>
    <message>
        <source>PDF report, A4 (*.pdf)</source>
        <translation>PDF-Bericht, A4 (*.pdf)</translation>
    </message>
    <message>
        <source>PDF report, US Letter (*.pdf)</source>
        <translation>PDF-Bericht, US Letter (*.pdf)</translation>
    </message>
    <message>
        <source>HTML report (*.html)</source>
        <translation>HTML-Bericht (*.html)</translation>
    </message>
    <message>
        <source>CSV table (*.csv)</source>
        <translation>CSV-Tabelle (*.csv)</translation>
    </message>
    <message>
        <source>JSON table (*.json)</source>
        <translation>JSON-Tabelle (*.json)</translation>
    </message>
    <message>
        <source>PDF page, A4 (*.pdf)</source>
        <translation>PDF-Seite, A4 (*.pdf)</translation>
    </message>
    <message>
        <source>PDF page, US Letter (*.pdf)</source>
        <translation>PDF-Seite, US Letter (*.pdf)</translation>
    </message>
    <message>
        <source>HTML page (*.html)</source>
        <translation>HTML-Seite (*.html)</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>Could not export the table to “%1”: %2.</source>
        <translation>Die Tabelle konnte nicht nach „%1“ exportiert werden: %2.</translation>
    </message>
    <message>
        <source>Table saved to %1</source>
        <translation>Tabelle gespeichert unter %1</translation>
    </message>
    <message>
        <source>Export re&amp;port…</source>
        <translation>Be&amp;richt exportieren…</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Rückgängig: %1</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Wiederherstellen: %1</translation>
    </message>
    <message>
        <source>The report could not be built: %1</source>
        <translation>Der Bericht konnte nicht erstellt werden: %1</translation>
    </message>
    <message>
        <source>%1 measured runs (%2 with power) on %3 GPUs and %4 LLMs</source>
        <translation>%1 gemessenen Läufen (%2 mit Leistung) auf %3 GPUs und %4 LLMs</translation>
    </message>
    <message>
        <source>Meet the SLA at the &amp;upper bound of the interval</source>
        <translation>SLA an der &amp;oberen Intervallgrenze einhalten</translation>
    </message>
    <message>
        <source>Only deployments whose ~80 % ITL interval stays within the SLA qualify (safer; fewer qualify). Off: the predicted ITL must meet it</source>
        <translation>Nur Bereitstellungen, deren ~80-%-ITL-Intervall innerhalb des SLA bleibt, kommen in Frage (sicherer; weniger kommen in Frage). Aus: die vorhergesagte ITL muss es erfüllen</translation>
    </message>
    <message>
        <source>Updating…</source>
        <translation>Wird aktualisiert…</translation>
    </message>
    <message>
        <source>&amp;Speculative decoding and network…</source>
        <translation>&amp;Spekulatives Decoding und Netzwerk…</translation>
    </message>
</context>
<context>
    <name>wattgpu::ui::ModelFactsPanel</name>
    <message>
        <source>Parameters:</source>
        <translation>Parameter:</translation>
    </message>
    <message>
        <source>Layers:</source>
        <translation>Schichten:</translation>
    </message>
    <message>
        <source>Hidden size:</source>
        <translation>Verborgene Dimension:</translation>
    </message>
    <message>
        <source>Attention heads:</source>
        <translation>Attention-Heads:</translation>
    </message>
    <message>
        <source>KV heads:</source>
        <translation>KV-Heads:</translation>
    </message>
    <message>
        <source>Max context:</source>
        <translation>Max. Kontext:</translation>
    </message>
    <message>
        <source>Weights:</source>
        <translation>Gewichte:</translation>
    </message>
    <message>
        <source>KV cache per token:</source>
        <translation>KV-Cache pro Token:</translation>
    </message>
    <message>
        <source>KV cache, this workload:</source>
        <translation>KV-Cache, diese Last:</translation>
    </message>
    <message>
        <source>No model chosen</source>
        <translation>Kein Modell gewählt</translation>
    </message>
    <message>
        <source>%1 total, %2 active</source>
        <translation>%1 gesamt, %2 aktiv</translation>
    </message>
    <message>
        <source>MLA (latent %1)</source>
        <translation>MLA (latent %1)</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>%1 Tokens</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 in %2</translation>
    </message>
    <message>
        <source>%1 (%2 × %3 tokens)</source>
        <translation>%1 (%2 × %3 Tokens)</translation>
    </message>
    <message>
        <source>Warnings for %1 (recommended):</source>
        <translation>Warnungen für %1 (empfohlen):</translation>
    </message>
    <message>
        <source>Warnings for %1 (selected in the table):</source>
        <translation>Warnungen für %1 (in der Tabelle gewählt):</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>%1 at %2 bits per weight (%3, as its config.json declares)</source>
        <translation>%1 mit %2 Bit pro Gewicht (%3, laut seiner config.json)</translation>
    </message>
</context>
<context>
    <name>wattgpu::ui::ModelPicker</name>
    <message>
        <source>Models found: %1</source>
        <translation>Gefundene Modelle: %1</translation>
    </message>
    <message>
        <source>Find &amp;model:</source>
        <translation>Mod&amp;ell suchen:</translation>
    </message>
    <message>
        <source>current</source>
        <translation>aktuell</translation>
    </message>
    <message>
        <source>name, family or type, e.g. llama 8b</source>
        <translation>Name, Familie oder Typ, z. B. llama 8b</translation>
    </message>
    <message>
        <source>Famil&amp;y:</source>
        <translation>&amp;Familie:</translation>
    </message>
    <message>
        <source>Si&amp;ze:</source>
        <translation>&amp;Größe:</translation>
    </message>
    <message>
        <source>&amp;Type:</source>
        <translation>T&amp;yp:</translation>
    </message>
    <message>
        <source>Open &amp;config.json…</source>
        <translation>&amp;config.json öffnen…</translation>
    </message>
    <message>
        <source>Use a model that is not in the catalog: read its Hugging Face config.json</source>
        <translation>Ein Modell außerhalb des Katalogs verwenden: seine Hugging-Face-config.json lesen</translation>
    </message>
    <message>
        <source>All families</source>
        <translation>Alle Familien</translation>
    </message>
    <message>
        <source>Any size</source>
        <translation>Jede Größe</translation>
    </message>
    <message>
        <source>&lt; 3 B</source>
        <translation>&lt; 3 Mrd.</translation>
    </message>
    <message>
        <source>3–10 B</source>
        <translation>3–10 Mrd.</translation>
    </message>
    <message>
        <source>10–40 B</source>
        <translation>10–40 Mrd.</translation>
    </message>
    <message>
        <source>40–100 B</source>
        <translation>40–100 Mrd.</translation>
    </message>
    <message>
        <source>&gt; 100 B</source>
        <translation>&gt; 100 Mrd.</translation>
    </message>
    <message>
        <source>Dense and MoE</source>
        <translation>Dicht und MoE</translation>
    </message>
    <message>
        <source>Dense only</source>
        <translation>Nur dicht</translation>
    </message>
    <message>
        <source>MoE only</source>
        <translation>Nur MoE</translation>
    </message>
    <message>
        <source>Models found: 0. Not in the catalog: fetch “%1” from the Hugging Face Hub.</source>
        <extracomment>no catalog model matches the search; the button below fetches it from the Hub</extracomment>
        <translation>Gefundene Modelle: 0. Nicht im Katalog: „%1“ vom Hugging Face Hub holen.</translation>
    </message>
    <message>
        <source>Fetch from the Hu&amp;b…</source>
        <translation>Vom Hu&amp;b holen…</translation>
    </message>
    <message>
        <source>Read the model&apos;s config.json from the Hugging Face Hub and add it for this session</source>
        <translation>Die config.json des Modells vom Hugging Face Hub lesen und für diese Sitzung hinzufügen</translation>
    </message>
</context>
<context>
    <name>wattgpu::ui::ModelStrip</name>
    <message>
        <source>%1 parameters (%2 active)</source>
        <translation>%1 Parameter (%2 aktiv)</translation>
    </message>
    <message>
        <source>%1 parameters</source>
        <translation>%1 Parameter</translation>
    </message>
    <message>
        <source>weights %1 (%2)</source>
        <translation>Gewichte %1 (%2)</translation>
    </message>
    <message>
        <source>weights %1 at %2</source>
        <translation>Gewichte %1 in %2</translation>
    </message>
    <message>
        <source>KV cache %1 per token</source>
        <translation>KV-Cache %1 pro Token</translation>
    </message>
    <message>
        <source>context %1 tokens</source>
        <translation>Kontext %1 Tokens</translation>
    </message>
    <message>
        <source>Change model…</source>
        <translation>Modell wechseln…</translation>
    </message>
    <message>
        <source>Show the model picker</source>
        <translation>Modellauswahl anzeigen</translation>
    </message>
    <message>
        <source>Show the model picker (%1)</source>
        <translation>Modellauswahl anzeigen (%1)</translation>
    </message>
    <message>
        <source>KV cache %1 per token (%2)</source>
        <translation>KV-Cache %1 pro Token (%2)</translation>
    </message>
</context>
<context>
    <name>wattgpu::ui::ObjectiveChart</name>
    <message>
        <source>%1 per GPU (lower is better)</source>
        <translation>%1 pro GPU (niedriger ist besser)</translation>
    </message>
    <message>
        <source> · SLA %1 · greyed, too slow or no fit: %2 · ✗ does not fit in memory</source>
        <translation> · SLA %1 · grau, zu langsam oder passt nicht: %2 · ✗ passt nicht in den Speicher</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>Recommended</source>
        <translation>Empfohlen</translation>
    </message>
    <message>
        <source>Meets the SLA</source>
        <translation>Erfüllt das SLA</translation>
    </message>
    <message>
        <source>Misses the SLA or does not fit</source>
        <translation>Verfehlt das SLA oder passt nicht</translation>
    </message>
    <message>
        <source>★ %1</source>
        <translation>★ %1</translation>
    </message>
    <message>
        <source>✗</source>
        <translation>✗</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>wattgpu::ui::OwnedGpusView</name>
    <message>
        <source>No owned GPUs in the plan: add them with &lt;b&gt;Owned GPUs…&lt;/b&gt; above (a GPU type and a count per row, or a JSON or CSV file).</source>
        <translation>Keine eigenen GPUs im Plan: Fügen Sie sie oben mit &lt;b&gt;Eigene GPUs…&lt;/b&gt; hinzu (ein GPU-Typ und eine Anzahl pro Zeile, oder eine JSON- oder CSV-Datei).</translation>
    </message>
    <message>
        <source>What owned GPUs serve is a server-mode question: switch the scenario to &lt;b&gt;Server&lt;/b&gt; in the workload bar.</source>
        <translation>Was eigene GPUs bedienen, ist eine Frage des Servermodus: Stellen Sie das Szenario in der Lastleiste auf &lt;b&gt;Server&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>The owned GPUs could not be planned: %1</source>
        <translation>Die eigenen GPUs konnten nicht geplant werden: %1</translation>
    </message>
    <message>
        <source>Planning the owned GPUs…</source>
        <translation>Eigene GPUs werden geplant…</translation>
    </message>
    <message>
        <source>req/s</source>
        <translation>req/s</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>%1 mean GPU power, &lt;b&gt;%2&lt;/b&gt;</source>
        <translation>%1 mittlere GPU-Leistung, &lt;b&gt;%2&lt;/b&gt;</translation>
    </message>
    <message>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <source>J/token</source>
        <translation>J/Token</translation>
    </message>
    <message>
        <source>, &lt;b&gt;misses the SLA&lt;/b&gt; (slowest replica %1)</source>
        <translation>, &lt;b&gt;verfehlt das SLA&lt;/b&gt; (langsamstes Replikat %1)</translation>
    </message>
    <message>
        <source>, ⚠ at risk: an ITL interval reaches above the SLA</source>
        <translation>, ⚠ gefährdet: ein ITL-Intervall reicht über das SLA</translation>
    </message>
    <message>
        <source>At capacity: %1.</source>
        <translation>Bei Kapazität: %1.</translation>
    </message>
    <message>
        <source>Fleet target %1: &lt;b&gt;carried, nothing to buy&lt;/b&gt;; at the target %2.</source>
        <translation>Flottenziel %1: &lt;b&gt;getragen, nichts zu kaufen&lt;/b&gt;; beim Ziel %2.</translation>
    </message>
    <message>
        <source>Fleet target %1: not carried, see &lt;b&gt;Purchases&lt;/b&gt; for what to buy.</source>
        <translation>Flottenziel %1: nicht getragen, siehe &lt;b&gt;Käufe&lt;/b&gt; für das, was zu kaufen ist.</translation>
    </message>
    <message>
        <source>Set a &lt;b&gt;fleet&lt;/b&gt; target in the workload bar to see what to buy to reach it.</source>
        <translation>Setzen Sie in der Lastleiste ein &lt;b&gt;Flottenziel&lt;/b&gt;, um zu sehen, was dafür zu kaufen ist.</translation>
    </message>
    <message>
        <source>%1: at most %2 per replica</source>
        <extracomment>an owned replica size and its max sustainable rate with the interval</extracomment>
        <translation>%1: höchstens %2 pro Replikat</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Owned</source>
        <translation>Vorhanden</translation>
    </message>
    <message>
        <source>In replicas</source>
        <translation>In Replikaten</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>Aufteilung</translation>
    </message>
    <message>
        <source>Capacity (req/s)</source>
        <translation>Kapazität (req/s)</translation>
    </message>
    <message>
        <source>Why none</source>
        <translation>Warum keine</translation>
    </message>
    <message>
        <source>What this GPU type serves under the SLA, req/s, with its interval (the ITL interval&apos;s upper and lower end tested against the SLA)</source>
        <translation>Was dieser GPU-Typ unter dem SLA bedient, req/s, mit seinem Intervall (oberes und unteres Ende des ITL-Intervalls am SLA geprüft)</translation>
    </message>
    <message>
        <source>Replicas × (GPUs per replica), the split with the most request rate from the owned count</source>
        <translation>Replikate × (GPUs pro Replikat), die Aufteilung mit der höchsten Anfragerate aus der vorhandenen Anzahl</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 owned GPUs&lt;/b&gt; (%2 in replicas) serve &lt;b&gt;%3&lt;/b&gt; under the %4 SLA, each replica at most %5 % of its max sustainable rate.</source>
        <extracomment>owned GPUs: how many, how many in replicas, the capacity with its interval, the SLA, the headroom</extracomment>
        <translation>&lt;b&gt;%1 eigene GPUs&lt;/b&gt; (%2 in Replikaten) bedienen &lt;b&gt;%3&lt;/b&gt; unter dem SLA von %4, jedes Replikat höchstens mit %5 % seiner maximal tragbaren Rate.</translation>
    </message>
    <message>
        <source>, &lt;b&gt;misses the SLA&lt;/b&gt; (slowest replica %1, TTFT %2)</source>
        <extracomment>owned GPUs that miss an SLA with a TTFT limit: the slowest replica&apos;s ITL and TTFT</extracomment>
        <translation>, &lt;b&gt;verfehlt das SLA&lt;/b&gt; (langsamstes Replikat %1, TTFT %2)</translation>
    </message>
    <message>
        <source>, ⚠ at risk: an ITL or TTFT interval reaches above the SLA</source>
        <translation>, ⚠ gefährdet: ein ITL- oder TTFT-Intervall reicht über das SLA</translation>
    </message>
</context>
<context>
    <name>wattgpu::ui::PlanDocument</name>
    <message>
        <source>Choose model %1</source>
        <translation>Modell %1 wählen</translation>
    </message>
    <message>
        <source>Set concurrency to %1</source>
        <translation>Parallelität auf %1 setzen</translation>
    </message>
    <message>
        <source>Set prompt length to %1</source>
        <translation>Prompt-Länge auf %1 setzen</translation>
    </message>
    <message>
        <source>Set output length to %1</source>
        <translation>Ausgabelänge auf %1 setzen</translation>
    </message>
    <message>
        <source>Set precision to %1</source>
        <translation>Präzision auf %1 setzen</translation>
    </message>
    <message>
        <source>Set GPUs per replica to %1</source>
        <translation>GPUs pro Replikat auf %1 setzen</translation>
    </message>
    <message>
        <source>Set ITL SLA to %1 ms</source>
        <translation>ITL-SLA auf %1 ms setzen</translation>
    </message>
    <message>
        <source>Optimise for %1</source>
        <translation>Auf %1 optimieren</translation>
    </message>
    <message>
        <source>Switch to offline batch</source>
        <translation>Zu Offline-Batch wechseln</translation>
    </message>
    <message>
        <source>Switch to server at %1 req/s</source>
        <translation>Zu Server mit %1 req/s wechseln</translation>
    </message>
    <message>
        <source>Set request rate to %1 req/s</source>
        <translation>Anfragerate auf %1 req/s setzen</translation>
    </message>
    <message>
        <source>Change cost and carbon assumptions</source>
        <translation>Kosten- und CO₂-Annahmen ändern</translation>
    </message>
    <message>
        <source>Include %1</source>
        <translation>%1 einbeziehen</translation>
    </message>
    <message>
        <source>Exclude %1</source>
        <translation>%1 auslassen</translation>
    </message>
    <message>
        <source>Include GPUs (%1)</source>
        <translation>GPUs einbeziehen (%1)</translation>
    </message>
    <message>
        <source>Exclude GPUs (%1)</source>
        <translation>GPUs auslassen (%1)</translation>
    </message>
    <message>
        <source>Serve with %1</source>
        <translation>Mit %1 bereitstellen</translation>
    </message>
    <message>
        <source>Choose GPUs per replica automatically</source>
        <translation>GPUs pro Replikat automatisch wählen</translation>
    </message>
    <message>
        <source>Measure latency as %1</source>
        <translation>Latenz als %1 messen</translation>
    </message>
    <message>
        <source>Meet the SLA at the interval&apos;s upper bound</source>
        <translation>SLA an der oberen Intervallgrenze einhalten</translation>
    </message>
    <message>
        <source>Meet the SLA at the predicted value</source>
        <translation>SLA am vorhergesagten Wert einhalten</translation>
    </message>
    <message>
        <source>Apply fix: %1</source>
        <translation>Abhilfe anwenden: %1</translation>
    </message>
    <message>
        <source>Show every GPU count as a deployment of its own</source>
        <translation>Jede GPU-Anzahl als eigene Bereitstellung zeigen</translation>
    </message>
    <message>
        <source>Use the model&apos;s native precision</source>
        <translation>Native Präzision des Modells verwenden</translation>
    </message>
    <message>
        <source>Set fleet target to %1 req/s</source>
        <translation>Flottenziel auf %1 req/s setzen</translation>
    </message>
    <message>
        <source>Clear the fleet target</source>
        <translation>Flottenziel entfernen</translation>
    </message>
    <message>
        <source>Remove the power budget</source>
        <translation>Leistungsbudget entfernen</translation>
    </message>
    <message>
        <source>Set the power budget to %1 kW at the wall</source>
        <translation>Leistungsbudget auf %1 kW an der Steckdose setzen</translation>
    </message>
    <message>
        <source>Set the power budget to %1 W of GPU boards</source>
        <translation>Leistungsbudget auf %1 W der GPU-Karten setzen</translation>
    </message>
    <message>
        <source>Clear the owned GPUs</source>
        <translation>Eigene GPUs leeren</translation>
    </message>
    <message>
        <source>Set the owned GPUs (%1)</source>
        <translation>Eigene GPUs setzen (%1)</translation>
    </message>
    <message>
        <source>Set TTFT SLA to %1 ms</source>
        <translation>TTFT-SLA auf %1 ms setzen</translation>
    </message>
    <message>
        <source>Remove the TTFT SLA</source>
        <translation>TTFT-SLA entfernen</translation>
    </message>
    <message>
        <source>Set KV-cache precision to %1</source>
        <translation>KV-Cache-Präzision auf %1 setzen</translation>
    </message>
    <message>
        <source>Serve %1 % of prompt tokens from the prefix cache</source>
        <translation>%1 % der Prompt-Tokens aus dem Präfix-Cache bedienen</translation>
    </message>
    <message>
        <source>Turn the prefix cache off</source>
        <translation>Präfix-Cache ausschalten</translation>
    </message>
    <message>
        <source>Compare disaggregated prefill/decode</source>
        <translation>Disaggregiertes Prefill/Decode vergleichen</translation>
    </message>
    <message>
        <source>Stop comparing disaggregated prefill/decode</source>
        <translation>Disaggregiertes Prefill/Decode nicht mehr vergleichen</translation>
    </message>
    <message>
        <source>Set speculative decoding and the network</source>
        <translation>Spekulatives Decoding und Netzwerk setzen</translation>
    </message>
</context>
<context>
    <name>wattgpu::ui::PlanFiles</name>
    <message>
        <source>WattGPU plans (*.wattgpu);;All files (*)</source>
        <translation>WattGPU-Pläne (*.wattgpu);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Open plan</source>
        <translation>Plan öffnen</translation>
    </message>
    <message>
        <source>Could not open the plan “%1”.
%2
Your current plan has not been changed.</source>
        <translation>Der Plan „%1“ konnte nicht geöffnet werden.
%2
Ihr aktueller Plan wurde nicht verändert.</translation>
    </message>
    <message>
        <source>plan.wattgpu</source>
        <translation>plan.wattgpu</translation>
    </message>
    <message>
        <source>Save plan</source>
        <translation>Plan speichern</translation>
    </message>
    <message>
        <source>Untitled plan</source>
        <translation>Unbenannter Plan</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>The plan “%1” has unsaved changes. Save them?</source>
        <translation>Der Plan „%1“ hat ungespeicherte Änderungen. Speichern?</translation>
    </message>
    <message>
        <source>&amp;%1 %2</source>
        <extracomment>recent file entry: mnemonic number and file name</extracomment>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <source>No recent plans</source>
        <translation>Keine zuletzt geöffneten Pläne</translation>
    </message>
    <message>
        <source>&amp;Clear list</source>
        <translation>Liste &amp;leeren</translation>
    </message>
</context>
<context>
    <name>wattgpu::ui::PowerCapView</name>
    <message>
        <source>kW</source>
        <translation>kW</translation>
    </message>
    <message>
        <source>The power cap is swept for the fleet that carries the fleet target: switch the scenario to &lt;b&gt;Server&lt;/b&gt; and set &lt;b&gt;fleet&lt;/b&gt; in the workload bar.</source>
        <translation>Die Leistungsgrenze wird für die Flotte durchlaufen, die das Flottenziel trägt: Stellen Sie das Szenario auf &lt;b&gt;Server&lt;/b&gt; und setzen Sie &lt;b&gt;Flottenziel&lt;/b&gt; in der Lastleiste.</translation>
    </message>
    <message>
        <source>The power cap could not be swept: %1</source>
        <translation>Die Leistungsgrenze konnte nicht durchlaufen werden: %1</translation>
    </message>
    <message>
        <source>No fleet carries the fleet target under the SLA, so there is no deployment to cap.</source>
        <translation>Keine Flotte trägt das Flottenziel unter dem SLA, also gibt es keine Bereitstellung zu begrenzen.</translation>
    </message>
    <message>
        <source>Sweeping the power cap…</source>
        <translation>Leistungsgrenze wird durchlaufen…</translation>
    </message>
    <message>
        <source>The power cap as a lever for &lt;b&gt;%1&lt;/b&gt;, the best fleet within the power budget, at caps of its %2 limit per GPU.</source>
        <translation>Die Leistungsgrenze als Hebel für &lt;b&gt;%1&lt;/b&gt;, die beste Flotte im Leistungsbudget, bei Anteilen ihrer Grenze von %2 pro GPU.</translation>
    </message>
    <message>
        <source>The power cap as a lever for &lt;b&gt;%1&lt;/b&gt;, the lowest-energy fleet, at caps of its %2 limit per GPU.</source>
        <translation>Die Leistungsgrenze als Hebel für &lt;b&gt;%1&lt;/b&gt;, die Flotte mit der geringsten Energie, bei Anteilen ihrer Grenze von %2 pro GPU.</translation>
    </message>
    <message>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <source>One replica is held at %1, its share of %2 in the uncapped fleet.</source>
        <extracomment>power cap sweep: the rate one replica is held at, and the fleet target it is a share of</extracomment>
        <translation>Ein Replikat wird bei %1 gehalten, seinem Anteil an %2 in der unbegrenzten Flotte.</translation>
    </message>
    <message>
        <source>req/s</source>
        <translation>req/s</translation>
    </message>
    <message>
        <source>The uncapped deployment carries no fleet; the rows say why.</source>
        <translation>Die unbegrenzte Bereitstellung trägt keine Flotte; die Zeilen sagen warum.</translation>
    </message>
    <message>
        <source>From %1 % no fleet of it carries the target.</source>
        <translation>Ab %1 % trägt keine Flotte daraus das Ziel.</translation>
    </message>
    <message>
        <source>Peak at wall (kW)</source>
        <translation>Spitze an Steckdose (kW)</translation>
    </message>
    <message>
        <source>Peak GPUs (kW)</source>
        <translation>Spitze GPUs (kW)</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Below what the replica would draw: the GPU lowers its clock</source>
        <extracomment>the power cap is below what the replica would draw, so the GPU lowers its clock</extracomment>
        <translation>Unter dem, was das Replikat ziehen würde: die GPU senkt ihren Takt</translation>
    </message>
    <message>
        <source>misses</source>
        <translation>verfehlt</translation>
    </message>
    <message>
        <source>at risk</source>
        <translation>gefährdet</translation>
    </message>
    <message>
        <source>meets</source>
        <translation>erfüllt</translation>
    </message>
    <message>
        <source>%1, throttled</source>
        <translation>%1, gedrosselt</translation>
    </message>
    <message>
        <source>within: %1 headroom</source>
        <translation>darin: %1 Reserve</translation>
    </message>
    <message>
        <source>over by %1 (%2 %)</source>
        <translation>%1 darüber (%2 %)</translation>
    </message>
    <message>
        <source>Cap (% of limit)</source>
        <translation>Grenze (% des Limits)</translation>
    </message>
    <message>
        <source>Cap (W/GPU)</source>
        <translation>Grenze (W/GPU)</translation>
    </message>
    <message>
        <source>ITL (ms)</source>
        <translation>ITL (ms)</translation>
    </message>
    <message>
        <source>Replica power (W)</source>
        <translation>Replikatleistung (W)</translation>
    </message>
    <message>
        <source>J/token</source>
        <translation>J/Token</translation>
    </message>
    <message>
        <source>SLA</source>
        <translation>SLA</translation>
    </message>
    <message>
        <source>Replicas</source>
        <translation>Replikate</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>Fleet power (W)</source>
        <translation>Flottenleistung (W)</translation>
    </message>
    <message>
        <source>Peak (kW)</source>
        <translation>Spitze (kW)</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>Budget</translation>
    </message>
    <message>
        <source>Why no fleet</source>
        <translation>Warum keine Flotte</translation>
    </message>
    <message>
        <source>One replica at the reference rate, ms, with its interval, in the plan&apos;s ITL definition</source>
        <translation>Ein Replikat bei der Referenzrate, ms, mit seinem Intervall, in der ITL-Definition des Plans</translation>
    </message>
    <message>
        <source>One replica&apos;s mean power at the reference rate, W, with its interval</source>
        <translation>Mittlere Leistung eines Replikats bei der Referenzrate, W, mit ihrem Intervall</translation>
    </message>
    <message>
        <source>Energy per output token of that replica, J</source>
        <translation>Energie pro Ausgabetoken dieses Replikats, J</translation>
    </message>
    <message>
        <source>GPUs the fleet target needs at this cap</source>
        <translation>GPUs, die das Flottenziel bei dieser Grenze braucht</translation>
    </message>
    <message>
        <source>That fleet&apos;s predicted mean GPU power, W</source>
        <translation>Die vorhergesagte mittlere GPU-Leistung dieser Flotte, W</translation>
    </message>
    <message>
        <source>misses (overloaded)</source>
        <extracomment>power cap sweep: the reference replica cannot keep up with its rate at this cap</extracomment>
        <translation>verfehlt (überlastet)</translation>
    </message>
    <message>
        <source>The %1 SLA &lt;b&gt;breaks at %2 %&lt;/b&gt;.</source>
        <extracomment>power cap sweep: the SLA by its limits (&quot;50 ms ITL&quot;) and the cap where it breaks</extracomment>
        <translation>Das SLA von %1 &lt;b&gt;bricht bei %2 %&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>The %1 SLA holds down to %2 %.</source>
        <translation>Das SLA von %1 hält bis hinunter zu %2 %.</translation>
    </message>
    <message>
        <source>The power cap as a lever for &lt;b&gt;%1&lt;/b&gt;, the fleet of the smallest peak (no fleet fits the power budget), at caps of its %2 limit per GPU.</source>
        <translation>Die Leistungsgrenze als Hebel für &lt;b&gt;%1&lt;/b&gt;, die Flotte mit der kleinsten Spitze (keine Flotte passt in das Leistungsbudget), bei Grenzen ihres Limits von %2 pro GPU.</translation>
    </message>
</context>
<context>
    <name>wattgpu::ui::PowerItlChart</name>
    <message>
        <source>Power vs inter-token latency</source>
        <translation>Leistung gegen Inter-Token-Latenz</translation>
    </message>
    <message>
        <source> · not shown, do not fit in memory: %1</source>
        <translation> · nicht gezeigt, passen nicht in den Speicher: %1</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>Mean power per replica</source>
        <translation>Mittlere Leistung pro Replikat</translation>
    </message>
    <message>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <source>Pareto front (nothing both faster and lower-power)</source>
        <translation>Pareto-Front (nichts zugleich schneller und sparsamer)</translation>
    </message>
    <message>
        <source>Misses the SLA</source>
        <translation>Verfehlt das SLA</translation>
    </message>
    <message>
        <source>Meets the SLA</source>
        <translation>Erfüllt das SLA</translation>
    </message>
    <message>
        <source>Recommended</source>
        <translation>Empfohlen</translation>
    </message>
    <message>
        <source>★ %1</source>
        <translation>★ %1</translation>
    </message>
    <message>
        <source>SLA %1 · too slow →</source>
        <translation>SLA %1 · zu langsam →</translation>
    </message>
    <message>
        <source>Misses ITL or TTFT</source>
        <translation>Verfehlt ITL oder TTFT</translation>
    </message>
    <message>
        <source>%1 SLA %2 · too slow →</source>
        <translation>%1-SLA %2 · zu langsam →</translation>
    </message>
</context>
<context>
    <name>wattgpu::ui::PresentationView</name>
    <message>
        <source>★ Recommended</source>
        <translation>★ Empfohlen</translation>
    </message>
    <message>
        <source>Meets the SLA · +%1 %</source>
        <translation>Erfüllt das SLA · +%1 %</translation>
    </message>
    <message>
        <source>Too slow for the SLA</source>
        <translation>Zu langsam für das SLA</translation>
    </message>
    <message>
        <source>Does not fit</source>
        <translation>Passt nicht</translation>
    </message>
    <message>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <source>ms / token</source>
        <translation>ms / Token</translation>
    </message>
    <message>
        <source>J / token</source>
        <translation>J / Token</translation>
    </message>
    <message>
        <source>F11 or Esc: leave presentation mode</source>
        <translation>F11 oder Esc: Präsentationsmodus verlassen</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>W mean</source>
        <translation>W Mittel</translation>
    </message>
    <message>
        <source>gCO₂ / 1M tokens</source>
        <translation>gCO₂ / 1 Mio. Tokens</translation>
    </message>
    <message>
        <source>Co&amp;mpare:</source>
        <translation>&amp;Vergleichen:</translation>
    </message>
    <message>
        <source>E&amp;xport compare page…</source>
        <translation>Vergleichsseite e&amp;xportieren…</translation>
    </message>
    <message>
        <source>The cards on one page, as PDF (A4 or Letter) or HTML</source>
        <translation>Die Karten auf einer Seite, als PDF (A4 oder Letter) oder HTML</translation>
    </message>
    <message>
        <source>★ Recommended · at risk</source>
        <extracomment>presentation card of the winner whose ITL interval reaches above the SLA</extracomment>
        <translation>★ Empfohlen · gefährdet</translation>
    </message>
    <message>
        <source>At risk for the SLA · +%1 %</source>
        <translation>Gefährdet für das SLA · +%1 %</translation>
    </message>
    <message>
        <source>$ / 1M tokens all-in</source>
        <translation>$ / 1 Mio. Tokens gesamt</translation>
    </message>
    <message>
        <source>$ / 1M tokens electricity</source>
        <translation>$ / 1 Mio. Tokens Strom</translation>
    </message>
</context>
<context>
    <name>wattgpu::ui::PurchaseView</name>
    <message>
        <source>electricity only</source>
        <translation>nur Strom</translation>
    </message>
    <message>
        <source>quoted rate</source>
        <translation>Angebotspreis</translation>
    </message>
    <message>
        <source>rate per GPU-hour</source>
        <translation>Preis pro GPU-Stunde</translation>
    </message>
    <message>
        <source>purchase price</source>
        <translation>Kaufpreis</translation>
    </message>
    <message>
        <source>unpriced</source>
        <translation>ohne Preis</translation>
    </message>
    <message>
        <source>A purchase adds to the GPUs you own: add them with &lt;b&gt;Owned GPUs…&lt;/b&gt; above.</source>
        <translation>Ein Kauf ergänzt die GPUs, die Sie besitzen: Fügen Sie sie oben mit &lt;b&gt;Eigene GPUs…&lt;/b&gt; hinzu.</translation>
    </message>
    <message>
        <source>What to buy is a server-mode question: switch the scenario to &lt;b&gt;Server&lt;/b&gt; in the workload bar.</source>
        <translation>Was zu kaufen ist, ist eine Frage des Servermodus: Stellen Sie das Szenario in der Lastleiste auf &lt;b&gt;Server&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>The purchases could not be planned: %1</source>
        <translation>Die Käufe konnten nicht geplant werden: %1</translation>
    </message>
    <message>
        <source>Planning the purchases…</source>
        <translation>Käufe werden geplant…</translation>
    </message>
    <message>
        <source>A purchase reaches the fleet target: set &lt;b&gt;fleet&lt;/b&gt; beside the rate per replica in the workload bar.</source>
        <translation>Ein Kauf erreicht das Flottenziel: Setzen Sie &lt;b&gt;Flottenziel&lt;/b&gt; neben der Rate pro Replikat in der Lastleiste.</translation>
    </message>
    <message>
        <source>req/s</source>
        <translation>req/s</translation>
    </message>
    <message>
        <source>The owned GPUs serve %1 and carry the fleet target of &lt;b&gt;%2&lt;/b&gt;: &lt;b&gt;nothing to buy&lt;/b&gt;.</source>
        <translation>Die eigenen GPUs bedienen %1 und tragen das Flottenziel von &lt;b&gt;%2&lt;/b&gt;: &lt;b&gt;nichts zu kaufen&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <extracomment>a purchase: GPUs to buy × GPU name</extracomment>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>The owned GPUs serve %1, short of the fleet target of &lt;b&gt;%2&lt;/b&gt;.</source>
        <extracomment>purchases: the owned GPUs&apos; capacity (with its interval) against the fleet target</extracomment>
        <translation>Die eigenen GPUs bedienen %1, weniger als das Flottenziel von &lt;b&gt;%2&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>No GPU type reaches it by a purchase; the table says why.</source>
        <translation>Kein GPU-Typ erreicht es durch einen Kauf; die Tabelle sagt warum.</translation>
    </message>
    <message>
        <source>The fewest GPUs to buy per GPU type, by USD per day:</source>
        <translation>Die wenigsten zu kaufenden GPUs pro GPU-Typ, nach USD pro Tag:</translation>
    </message>
    <message>
        <source>cheapest &lt;b&gt;%1&lt;/b&gt; (%2/day, hardware and electricity);</source>
        <translation>am günstigsten &lt;b&gt;%1&lt;/b&gt; (%2/Tag, Hardware und Strom);</translation>
    </message>
    <message>
        <source>cheapest &lt;b&gt;%1&lt;/b&gt; (%2/day, electricity only: set a hardware cost in Plan → Cost and carbon assumptions);</source>
        <translation>am günstigsten &lt;b&gt;%1&lt;/b&gt; (%2/Tag, nur Strom: Hardwarekosten unter Plan → Kosten- und CO₂-Annahmen setzen);</translation>
    </message>
    <message>
        <source>USD</source>
        <translation>USD</translation>
    </message>
    <message>
        <source>cheapest: none, no purchase has a hardware price;</source>
        <translation>am günstigsten: keiner, kein Kauf hat einen Hardwarepreis;</translation>
    </message>
    <message>
        <source>lowest energy &lt;b&gt;%1&lt;/b&gt; (%2/day, %3);</source>
        <translation>geringste Energie &lt;b&gt;%1&lt;/b&gt; (%2/Tag, %3);</translation>
    </message>
    <message>
        <source>kWh</source>
        <translation>kWh</translation>
    </message>
    <message>
        <source>J/token</source>
        <translation>J/Token</translation>
    </message>
    <message>
        <source>fewest GPUs &lt;b&gt;%1&lt;/b&gt;.</source>
        <translation>wenigste GPUs &lt;b&gt;%1&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>%1 (misses the SLA)</source>
        <extracomment>a purchase whose fleet misses the SLA at the target</extracomment>
        <translation>%1 (verfehlt das SLA)</translation>
    </message>
    <message>
        <source>%1 (at risk)</source>
        <translation>%1 (gefährdet)</translation>
    </message>
    <message>
        <source>%1: an ITL interval at the target reaches above the SLA (slowest replica %2)</source>
        <translation>%1: ein ITL-Intervall beim Ziel reicht über das SLA (langsamstes Replikat %2)</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPUs to buy</source>
        <translation>Zu kaufende GPUs</translation>
    </message>
    <message>
        <source>Split after</source>
        <translation>Aufteilung danach</translation>
    </message>
    <message>
        <source>Capacity after (req/s)</source>
        <translation>Kapazität danach (req/s)</translation>
    </message>
    <message>
        <source>kWh/day</source>
        <translation>kWh/Tag</translation>
    </message>
    <message>
        <source>Hardware USD/day</source>
        <translation>Hardware USD/Tag</translation>
    </message>
    <message>
        <source>USD/day</source>
        <translation>USD/Tag</translation>
    </message>
    <message>
        <source>Cost basis</source>
        <translation>Kostenbasis</translation>
    </message>
    <message>
        <source>Why none</source>
        <translation>Warum keine</translation>
    </message>
    <message>
        <source>What the owned GPUs and the purchase serve together under the SLA, req/s, with its interval</source>
        <translation>Was die eigenen GPUs und der Kauf zusammen unter dem SLA bedienen, req/s, mit seinem Intervall</translation>
    </message>
    <message>
        <source>The whole fleet&apos;s GPU board energy per day at the fleet target, kWh (PUE not applied)</source>
        <translation>Die Energie der GPU-Karten der ganzen Flotte pro Tag beim Flottenziel, kWh (ohne PUE)</translation>
    </message>
    <message>
        <source>The whole fleet&apos;s energy per output token at the fleet target, J, with its interval</source>
        <translation>Die Energie der ganzen Flotte pro Ausgabetoken beim Flottenziel, J, mit ihrem Intervall</translation>
    </message>
    <message>
        <source>The bought GPUs around the clock, USD/day (Plan → Cost and carbon assumptions)</source>
        <translation>Die gekauften GPUs rund um die Uhr, USD/Tag (Plan → Kosten- und CO₂-Annahmen)</translation>
    </message>
    <message>
        <source>Bought hardware plus the whole fleet&apos;s electricity at the fleet target, USD/day</source>
        <translation>Gekaufte Hardware plus der Strom der ganzen Flotte beim Flottenziel, USD/Tag</translation>
    </message>
    <message>
        <source>%1: an ITL or TTFT interval at the target reaches above the SLA (slowest replica %2, TTFT %3)</source>
        <translation>%1: ein ITL- oder TTFT-Intervall beim Ziel reicht über das SLA (langsamstes Replikat %2, TTFT %3)</translation>
    </message>
    <message>
        <source>&lt;b&gt;None of them is within the power budget&lt;/b&gt;: each fleet&apos;s peak exceeds it.</source>
        <extracomment>purchases under a power budget that none of them fits</extracomment>
        <translation>&lt;b&gt;Keiner davon liegt im Leistungsbudget&lt;/b&gt;: Die Spitze jeder Flotte überschreitet es.</translation>
    </message>
    <message>
        <source>The purchases named are within the power budget.</source>
        <translation>Die genannten Käufe liegen im Leistungsbudget.</translation>
    </message>
    <message>
        <source>%1 (over the power budget by %2)</source>
        <extracomment>a purchase whose fleet&apos;s peak exceeds the power budget</extracomment>
        <translation>%1 (über dem Leistungsbudget um %2)</translation>
    </message>
    <message>
        <source>kW</source>
        <translation>kW</translation>
    </message>
    <message>
        <source>%1 (out of distribution: an extrapolation)</source>
        <extracomment>a purchase of a custom GPU, or one predicted outside the training data</extracomment>
        <translation>%1 (außerhalb der Verteilung: eine Extrapolation)</translation>
    </message>
    <message>
        <source>%1 (the capacity interval&apos;s low end is short of the target)</source>
        <extracomment>the purchase&apos;s capacity interval starts below the fleet target</extracomment>
        <translation>%1 (das untere Ende des Kapazitätsintervalls liegt unter dem Ziel)</translation>
    </message>
</context>
<context>
    <name>wattgpu::ui::RecommendationBanner</name>
    <message>
        <source>Computing the recommendation…</source>
        <translation>Empfehlung wird berechnet…</translation>
    </message>
    <message>
        <source>No prediction: the prediction model failed</source>
        <translation>Keine Vorhersage: das Vorhersagemodell ist fehlgeschlagen</translation>
    </message>
    <message>
        <source>Apply fix</source>
        <extracomment>Button on the banner: apply the nearest proven fix to the plan (one undo step)</extracomment>
        <translation>Abhilfe anwenden</translation>
    </message>
    <message>
        <source>Change the plan as the nearest fix says; Undo takes it back</source>
        <translation>Den Plan so ändern, wie die nächstliegende Abhilfe sagt; Rückgängig nimmt es zurück</translation>
    </message>
    <message>
        <source>⚠ warnings: %1</source>
        <translation>⚠ Warnungen: %1</translation>
    </message>
    <message>
        <source>Warnings for the recommended deployment:</source>
        <translation>Warnungen für die empfohlene Bereitstellung:</translation>
    </message>
</context>
<context>
    <name>wattgpu::ui::RetrainDialog</name>
    <message>
        <source>Cancelling…</source>
        <translation>Wird abgebrochen…</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>n = %1 predictions</source>
        <translation>n = %1 Vorhersagen</translation>
    </message>
    <message>
        <source>Retrain the prediction model</source>
        <translation>Vorhersagemodell neu trainieren</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Use retrained model</source>
        <translation>Neu trainiertes Modell verwenden</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Training on the bundled measurements and your imports… %1</source>
        <translation>Training mit den mitgelieferten Messungen und Ihren Importen… %1</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>Aufteilung</translation>
    </message>
    <message>
        <source>Power MdAPE
shipped</source>
        <translation>Leistungs-MdAPE
mitgeliefert</translation>
    </message>
    <message>
        <source>Power MdAPE
retrained</source>
        <translation>Leistungs-MdAPE
neu trainiert</translation>
    </message>
    <message>
        <source>ITL MdAPE
shipped</source>
        <translation>ITL-MdAPE
mitgeliefert</translation>
    </message>
    <message>
        <source>ITL MdAPE
retrained</source>
        <translation>ITL-MdAPE
neu trainiert</translation>
    </message>
    <message>
        <source>MdAPE: median absolute percentage error, lower is better. cv5: 5-fold cross-validation grouped by (LLM, GPU); logo: leave one GPU out; lolo: leave one LLM out. The two models are scored on their own training data, so the columns compare like with like only when no rows were added.</source>
        <translation>MdAPE: Median des absoluten prozentualen Fehlers, niedriger ist besser. cv5: 5-fache Kreuzvalidierung gruppiert nach (LLM, GPU); logo: eine GPU auslassen; lolo: ein LLM auslassen. Beide Modelle werden auf ihren eigenen Trainingsdaten bewertet; die Spalten sind also nur vergleichbar, wenn keine Zeilen hinzukamen.</translation>
    </message>
    <message>
        <source>Shipped evaluation unavailable: %1</source>
        <translation>Mitgelieferte Auswertung nicht verfügbar: %1</translation>
    </message>
</context>
<context>
    <name>wattgpu::ui::SlaSweepChart</name>
    <message>
        <source>Which GPU wins as the SLA moves</source>
        <translation>Welche GPU gewinnt, wenn sich das SLA verschiebt</translation>
    </message>
    <message>
        <source>No included GPU fits this workload</source>
        <translation>Keine einbezogene GPU bewältigt diese Last</translation>
    </message>
    <message>
        <source>Computing…</source>
        <translation>Wird berechnet…</translation>
    </message>
    <message>
        <source>%1 · bands: the recommended GPU for each SLA · line: its %2</source>
        <translation>%1 · Bänder: die empfohlene GPU je SLA · Linie: ihr Wert für %2</translation>
    </message>
    <message>
        <source>Winner&apos;s %1</source>
        <translation>%1 des Gewinners</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>, log scale</source>
        <translation>, log. Skala</translation>
    </message>
    <message>
        <source>your SLA: %1</source>
        <translation>Ihr SLA: %1</translation>
    </message>
    <message>
        <source>SLA %1–%2</source>
        <translation>SLA %1–%2</translation>
    </message>
    <message>
        <source>%1: no GPU is fast enough</source>
        <translation>%1: keine GPU ist schnell genug</translation>
    </message>
    <message>
        <source>%1: &lt;b&gt;%2&lt;/b&gt; wins at %3</source>
        <translation>%1: &lt;b&gt;%2&lt;/b&gt; gewinnt mit %3</translation>
    </message>
    <message>
        <source>SLA, %1</source>
        <translation>SLA, %1</translation>
    </message>
</context>
<context>
    <name>wattgpu::ui::SweepGpuModel</name>
    <message>
        <source>At most %1 GPUs at once: untick one first</source>
        <translation>Höchstens %1 GPUs gleichzeitig: zuerst eine abwählen</translation>
    </message>
</context>
<context>
    <name>wattgpu::ui::WorkloadBar</name>
    <message>
        <source>Co&amp;ncurrency</source>
        <translation>Pa&amp;rallelität</translation>
    </message>
    <message>
        <source>Scen&amp;ario</source>
        <translation>Szenari&amp;o</translation>
    </message>
    <message>
        <source>Sequences decoded at once (batch size / max-num-seqs)</source>
        <translation>Gleichzeitig dekodierte Sequenzen (Batchgröße / max-num-seqs)</translation>
    </message>
    <message>
        <source> req/s</source>
        <translation> req/s</translation>
    </message>
    <message>
        <source>Requests per second arriving at one replica (0.001–1000 req/s; arrows step a quarter decade)</source>
        <translation>Anfragen pro Sekunde an ein Replikat (0,001–1000 req/s; Pfeiltasten gehen in Vierteldekaden)</translation>
    </message>
    <message>
        <source>O&amp;utput tokens</source>
        <translation>A&amp;usgabe-Tokens</translation>
    </message>
    <message>
        <source>P&amp;recision</source>
        <translation>Präz&amp;ision</translation>
    </message>
    <message>
        <source>&amp;GPUs per replica</source>
        <translation>GPUs pro Repli&amp;kat</translation>
    </message>
    <message>
        <source>ITL &amp;SLA</source>
        <translation>ITL-&amp;SLA</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Longest acceptable inter-token latency</source>
        <translation>Längste akzeptable Inter-Token-Latenz</translation>
    </message>
    <message>
        <source>Drag to move the SLA (log scale, 1–1000 ms)</source>
        <translation>Ziehen verschiebt das SLA (log. Skala, 1–1000 ms)</translation>
    </message>
    <message>
        <source>Ob&amp;jective</source>
        <translation>&amp;Ziel</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>× %1</source>
        <translation>× %1</translation>
    </message>
    <message>
        <source>Lowest energy per token</source>
        <translation>Niedrigste Energie pro Token</translation>
    </message>
    <message>
        <source>Lowest mean power</source>
        <translation>Niedrigste mittlere Leistung</translation>
    </message>
    <message>
        <source>Lowest cost</source>
        <translation>Niedrigste Kosten</translation>
    </message>
    <message>
        <source>Lowest CO₂</source>
        <translation>Niedrigstes CO₂</translation>
    </message>
    <message>
        <source>USD per 1M output tokens: electricity, plus hardware when a hardware cost is set</source>
        <translation>USD pro 1 Mio. Ausgabe-Tokens: Strom, plus Hardware, wenn Hardwarekosten gesetzt sind</translation>
    </message>
    <message>
        <source>gCO₂ per 1M output tokens: energy × PUE × grid intensity</source>
        <translation>gCO₂ pro 1 Mio. Ausgabe-Tokens: Energie × PUE × Netzintensität</translation>
    </message>
    <message>
        <source>Cost ($/1M tokens) and CO₂ (gCO₂/1M tokens) use Plan → Cost and carbon assumptions</source>
        <translation>Kosten ($/1 Mio. Tokens) und CO₂ (gCO₂/1 Mio. Tokens) nutzen Plan → Kosten- und CO₂-Annahmen</translation>
    </message>
    <message>
        <source>Offline (batch): a saturated batch at a fixed concurrency.
Server: requests arrive at random (Poisson) at a given rate; the GPU idles between them.</source>
        <translation>Offline (Batch): ein gesättigter Batch mit fester Parallelität.
Server: Anfragen treffen zufällig (Poisson) mit gegebener Rate ein; dazwischen ist die GPU im Leerlauf.</translation>
    </message>
    <message>
        <source>Offline</source>
        <translation>Offline</translation>
    </message>
    <message>
        <source>%1 (%2). Measured in the corpus on: %3 backend</source>
        <translation>%1 (%2). Im Korpus gemessen auf: %3-Backend</translation>
    </message>
    <message>
        <source>Serving stac&amp;k</source>
        <translation>Ser&amp;ving-Stack</translation>
    </message>
    <message>
        <source>Serving engine and version: the learned efficiency of the software (achieved bandwidth, fixed cost per step) depends on it</source>
        <translation>Serving-Engine und Version: die gelernte Effizienz der Software (erreichte Bandbreite, feste Kosten je Schritt) hängt davon ab</translation>
    </message>
    <message>
        <source>The inter-token latency definition the SLA and every latency figure are in</source>
        <translation>Die ITL-Definition, in der das SLA und alle Latenzwerte stehen</translation>
    </message>
    <message>
        <source>Tensor-parallel degree: GPUs that serve one copy of the model. Auto: for each GPU type the count of 1, 2, 4 or 8 that meets the SLA at the best objective</source>
        <translation>Tensor-Parallelitätsgrad: GPUs, die eine Kopie des Modells bedienen. Automatisch: je GPU-Typ die Anzahl von 1, 2, 4 oder 8, die das SLA mit dem besten Ziel erfüllt</translation>
    </message>
    <message>
        <source>Auto</source>
        <translation>Automatisch</translation>
    </message>
    <message>
        <source>ITL definition</source>
        <translation>ITL-Definition</translation>
    </message>
    <message>
        <source>All counts</source>
        <extracomment>GPUs per replica: every supported count side by side (&quot;1 × H100&quot;, &quot;2 × H100&quot;…)</extracomment>
        <translation>Alle Anzahlen</translation>
    </message>
    <message>
        <source>Every count the platform supports as a deployment of its own: the table and the charts hold 1 × H100, 2 × H100 and 4 × H100 side by side</source>
        <translation>Jede Anzahl, die die Plattform unterstützt, als eigene Bereitstellung: Tabelle und Diagramme zeigen 1 × H100, 2 × H100 und 4 × H100 nebeneinander</translation>
    </message>
    <message>
        <source>Re&amp;quest rate per replica</source>
        <extracomment>server mode: the request rate one replica is offered (the fleet target sits beside it)</extracomment>
        <translation>Anf&amp;ragerate pro Replikat</translation>
    </message>
    <message>
        <source>Native (%1)</source>
        <extracomment>precision combo: the model&apos;s own precision, e.g. &quot;Native (MXFP4)&quot; for gpt-oss</extracomment>
        <translation>Nativ (%1)</translation>
    </message>
    <message>
        <source>Native</source>
        <translation>Nativ</translation>
    </message>
    <message>
        <source>The precision the checkpoint ships in (an FP8 or MXFP4 repository stays FP8 or MXFP4; quantized config.json weights are sized as the config declares)</source>
        <translation>Die Präzision, in der der Checkpoint ausgeliefert wird (ein FP8- oder MXFP4-Repository bleibt FP8 oder MXFP4; quantisierte Gewichte einer config.json werden bemessen, wie die Konfiguration sie angibt)</translation>
    </message>
    <message>
        <source>f&amp;leet</source>
        <extracomment>server mode: the whole fleet&apos;s target rate beside the rate per replica</extracomment>
        <translation>Flotte&amp;nziel</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Fleet target, req/s: the whole fleet&apos;s rate, which the Capacity tab sizes replicas for (none: no fleet question)</source>
        <translation>Flottenziel, req/s: die Rate der ganzen Flotte, für die die Kapazitätsansicht die Replikate bemisst (keine: ohne Flottenfrage)</translation>
    </message>
    <message>
        <source>TTFT ≤ </source>
        <extracomment>the TTFT SLA field beside the ITL SLA: &quot;TTFT ≤ 500 ms&quot;</extracomment>
        <translation>TTFT ≤ </translation>
    </message>
    <message>
        <source>no TTFT limit</source>
        <extracomment>the TTFT SLA field when no TTFT limit is set</extracomment>
        <translation>keine TTFT-Grenze</translation>
    </message>
    <message>
        <source>Optional second limit: the longest acceptable time to first token, queueing included. A deployment meets the SLA only when every stated limit holds; arrows step a quarter decade</source>
        <translation>Optionale zweite Grenze: die längste akzeptable Zeit bis zum ersten Token, Wartezeit inbegriffen. Eine Bereitstellung erfüllt das SLA nur, wenn jede genannte Grenze eingehalten wird; die Pfeile gehen in Vierteldekaden</translation>
    </message>
    <message>
        <source>TTFT SLA</source>
        <translation>TTFT-SLA</translation>
    </message>
    <message>
        <source>KV-cache precision</source>
        <translation>KV-Cache-Präzision</translation>
    </message>
    <message>
        <source>Precision of the KV cache (vLLM --kv-cache-dtype). Auto: 16-bit, as engines default; FP8 halves its memory and the bytes each decode step reads from it</source>
        <translation>Präzision des KV-Cache (vLLM --kv-cache-dtype). Auto: 16 Bit, wie die Engines es standardmäßig halten; FP8 halbiert seinen Speicher und die Bytes, die jeder Decode-Schritt daraus liest</translation>
    </message>
    <message>
        <source>KV cache: auto</source>
        <extracomment>the KV-cache precision combo beside the weights&apos; precision: the engine&apos;s default (16-bit)</extracomment>
        <translation>KV-Cache: auto</translation>
    </message>
    <message>
        <source>KV cache: FP8</source>
        <extracomment>the KV-cache precision combo beside the weights&apos; precision</extracomment>
        <translation>KV-Cache: FP8</translation>
    </message>
    <message>
        <source>Share of each prompt&apos;s tokens the engine serves from its prefix cache (a shared system prompt, a multi-turn chat): they cost no prefill, which shortens TTFT, and their KV blocks are held once for every sequence</source>
        <translation>Anteil der Tokens jedes Prompts, den die Engine aus ihrem Präfix-Cache bedient (ein gemeinsamer System-Prompt, ein Chat über mehrere Runden): Sie kosten kein Prefill, was die TTFT verkürzt, und ihre KV-Blöcke werden für alle Sequenzen nur einmal gehalten</translation>
    </message>
    <message>
        <source>Prefix-cache share</source>
        <translation>Anteil aus dem Präfix-Cache</translation>
    </message>
    <message>
        <source>Pr&amp;ompt tokens · cached</source>
        <extracomment>above the prompt&apos;s length and, beside it, the share of it served from the prefix cache (&quot;50 %&quot;)</extracomment>
        <translation>Pro&amp;mpt-Tokens · im Cache</translation>
    </message>
    <message>
        <source> %</source>
        <extracomment>the prefix-cache field beside the prompt length: &quot;50 %&quot;</extracomment>
        <translation> %</translation>
    </message>
</context>
</TS>
