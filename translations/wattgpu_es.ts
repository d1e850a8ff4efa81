<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>ChartCommon</name>
    <message>
        <source>Power: %1</source>
        <translation>Potencia: %1</translation>
    </message>
    <message>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <source>Inter-token latency: %1</source>
        <translation>Latencia entre tokens: %1</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>Energy: %1</source>
        <translation>Energía: %1</translation>
    </message>
    <message>
        <source>J/token</source>
        <translation>J/token</translation>
    </message>
    <message>
        <source>Throughput: %1</source>
        <translation>Rendimiento: %1</translation>
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
        <translation>✓ Recomendada: %1</translation>
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
        <translation>⚠ Fuera de los datos de entrenamiento: tómese con cautela</translation>
    </message>
    <message>
        <source>p90 / p99 ITL: %1 / %2</source>
        <extracomment>the p90 and p99 inter-token latencies, each with its interval</extracomment>
        <translation>ITL p90 / p99: %1 / %2</translation>
    </message>
    <message>
        <source>Time to first token: %1</source>
        <translation>Tiempo hasta el primer token: %1</translation>
    </message>
</context>
<context>
    <name>ChartExport</name>
    <message>
        <source>could not encode the image</source>
        <translation>no se pudo codificar la imagen</translation>
    </message>
    <message>
        <source>WattGPU Planner chart</source>
        <translation>Gráfico de WattGPU Planner</translation>
    </message>
    <message>
        <source>could not start the SVG painter</source>
        <translation>no se pudo iniciar el dibujo SVG</translation>
    </message>
    <message>
        <source>WattGPU Planner</source>
        <translation>WattGPU Planner</translation>
    </message>
    <message>
        <source>could not write the PDF</source>
        <translation>no se pudo escribir el PDF</translation>
    </message>
    <message>
        <source>unknown format</source>
        <translation>formato desconocido</translation>
    </message>
    <message>
        <source>could not start the PDF painter</source>
        <translation>no se pudo iniciar el dibujo del PDF</translation>
    </message>
</context>
<context>
    <name>ChartModelBuilder</name>
    <message>
        <source>%1 · server at %2 req/s · prompt %3 / output %4 tokens · %5 · GPUs per replica: %6</source>
        <extracomment>chart subtitle (server mode): model · request rate · prompt/output · precision · GPUs per replica</extracomment>
        <translation>%1 · servidor a %2 req/s · prompt %3 / salida %4 tokens · %5 · GPU por réplica: %6</translation>
    </message>
    <message>
        <source>%1 · concurrency %2 · prompt %3 / output %4 tokens · %5 · GPUs per replica: %6</source>
        <extracomment>chart subtitle: model · concurrency · precision · GPUs per replica</extracomment>
        <translation>%1 · concurrencia %2 · prompt %3 / salida %4 tokens · %5 · GPU por réplica: %6</translation>
    </message>
    <message>
        <source>meets the SLA with the lowest %1</source>
        <translation>cumple el SLA con el menor valor de %1</translation>
    </message>
    <message>
        <source>meets the SLA; %1 % more %2 than the winner</source>
        <translation>cumple el SLA; %1 % más de %2 que la ganadora</translation>
    </message>
    <message>
        <source>none meets the SLA</source>
        <translation>ninguna cumple el SLA</translation>
    </message>
    <message>
        <source>auto</source>
        <extracomment>GPUs per replica chosen per GPU type</extracomment>
        <translation>auto</translation>
    </message>
    <message>
        <source>all counts</source>
        <extracomment>GPUs per replica: every supported count is shown as a deployment of its own</extracomment>
        <translation>todas las cantidades</translation>
    </message>
    <message>
        <source>; at risk: %1</source>
        <translation>; en riesgo: %1</translation>
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
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>Fabricante</translation>
    </message>
    <message>
        <source>Architecture</source>
        <translation>Arquitectura</translation>
    </message>
    <message>
        <source>Form factor</source>
        <translation>Formato</translation>
    </message>
    <message>
        <source>Memory type</source>
        <translation>Tipo de memoria</translation>
    </message>
    <message>
        <source>Release year</source>
        <translation>Año de lanzamiento</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Memoria</translation>
    </message>
    <message>
        <source>GB</source>
        <translation>GB</translation>
    </message>
    <message>
        <source>Memory bandwidth</source>
        <translation>Ancho de banda de memoria</translation>
    </message>
    <message>
        <source>GB/s</source>
        <translation>GB/s</translation>
    </message>
    <message>
        <source>Memory bus</source>
        <translation>Bus de memoria</translation>
    </message>
    <message>
        <source>bits</source>
        <translation>bits</translation>
    </message>
    <message>
        <source>TDP (board power)</source>
        <translation>TDP (potencia de la placa)</translation>
    </message>
    <message>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <source>BF16 tensor, dense</source>
        <translation>Tensor BF16, denso</translation>
    </message>
    <message>
        <source>TFLOPS</source>
        <translation>TFLOPS</translation>
    </message>
    <message>
        <source>FP16 tensor, dense</source>
        <translation>Tensor FP16, denso</translation>
    </message>
    <message>
        <source>FP8 tensor, dense</source>
        <translation>Tensor FP8, denso</translation>
    </message>
    <message>
        <source>INT8 tensor, dense</source>
        <translation>Tensor INT8, denso</translation>
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
        <translation>Interconexión (NVLink / fabric)</translation>
    </message>
    <message>
        <source>PCIe generation</source>
        <translation>Generación PCIe</translation>
    </message>
    <message>
        <source>Base clock</source>
        <translation>Reloj base</translation>
    </message>
    <message>
        <source>MHz</source>
        <translation>MHz</translation>
    </message>
    <message>
        <source>Boost clock</source>
        <translation>Reloj boost</translation>
    </message>
    <message>
        <source>SMs / compute units</source>
        <translation>SM / unidades de cómputo</translation>
    </message>
    <message>
        <source>Tensor cores</source>
        <translation>Núcleos tensor</translation>
    </message>
    <message>
        <source>Transistors</source>
        <translation>Transistores</translation>
    </message>
    <message>
        <source>million</source>
        <translation>millones</translation>
    </message>
    <message>
        <source>Process</source>
        <translation>Proceso</translation>
    </message>
    <message>
        <source>nm</source>
        <translation>nm</translation>
    </message>
    <message>
        <source>Die size</source>
        <translation>Tamaño del die</translation>
    </message>
    <message>
        <source>mm²</source>
        <translation>mm²</translation>
    </message>
    <message>
        <source>L2 cache</source>
        <translation>Caché L2</translation>
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
        <translation>n/d</translation>
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
        <translation>bytes</translation>
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
        <translation>Energía por token</translation>
    </message>
    <message>
        <source>Mean power</source>
        <translation>Potencia media</translation>
    </message>
    <message>
        <source>Electricity cost</source>
        <translation>Coste de electricidad</translation>
    </message>
    <message>
        <source>CO₂ emissions</source>
        <translation>Emisiones de CO₂</translation>
    </message>
    <message>
        <source>energy</source>
        <translation>energía</translation>
    </message>
    <message>
        <source>power</source>
        <translation>potencia</translation>
    </message>
    <message>
        <source>cost</source>
        <translation>coste</translation>
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
        <translation>$/1 M tokens</translation>
    </message>
    <message>
        <source>gCO₂/1M tokens</source>
        <translation>gCO₂/1 M tokens</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>does not fit: needs %1 per GPU, has %2</source>
        <translation>no cabe: necesita %1 por GPU, tiene %2</translation>
    </message>
    <message>
        <source>does not fit in GPU memory</source>
        <translation>no cabe en la memoria de la GPU</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>uses more energy than the winner</source>
        <translation>usa más energía que la ganadora</translation>
    </message>
    <message>
        <source>; nearest fix: %1</source>
        <translation>; solución más cercana: %1</translation>
    </message>
    <message>
        <source>overloaded: %1 is more than one replica sustains</source>
        <translation>sobrecargada: %1 es más de lo que soporta una réplica</translation>
    </message>
    <message>
        <source>req/s</source>
        <translation>req/s</translation>
    </message>
    <message>
        <source>overloaded: the request rate is more than one replica sustains</source>
        <translation>sobrecargada: la tasa de solicitudes es mayor de lo que soporta una réplica</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <extracomment>a deployment: GPUs per replica × GPU name, e.g. &quot;2 × H100 SXM5&quot;</extracomment>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>not finite: a predicted figure overflows (an extreme rate, workload or price)</source>
        <translation>no finito: una cifra predicha se desborda (una tasa, carga o precio extremos)</translation>
    </message>
    <message>
        <source>%1 GPUs per replica meet the SLA (ITL %2)</source>
        <extracomment>A proven fix: &quot;&lt;n&gt; GPUs per replica meet the SLA (ITL &lt;ms&gt;)&quot;</extracomment>
        <translation>%1 GPUs por réplica cumplen el SLA (ITL %2)</translation>
    </message>
    <message>
        <source>concurrency %1 meets the SLA (ITL %2)</source>
        <translation>concurrencia %1 cumple el SLA (ITL %2)</translation>
    </message>
    <message>
        <source>at most %1 per replica meets the SLA (ITL %2); %3 replicas carry %4</source>
        <extracomment>A proven fix in server mode: at most &lt;rate&gt; per replica, so &lt;n&gt; replicas carry the asked rate</extracomment>
        <translation>como máximo %1 por réplica cumple el SLA (ITL %2); %3 réplicas atienden %4</translation>
    </message>
    <message>
        <source>%1 meets the SLA (ITL %2)</source>
        <extracomment>A proven fix: &quot;&lt;precision&gt; meets the SLA (ITL &lt;ms&gt;)&quot;</extracomment>
        <translation>%1 cumple el SLA (ITL %2)</translation>
    </message>
    <message>
        <source>%1 with %2 GPUs per replica meets the SLA (ITL %3)</source>
        <extracomment>A proven fix: &quot;&lt;precision&gt; with &lt;n&gt; GPUs per replica meets the SLA (ITL &lt;ms&gt;)&quot;</extracomment>
        <translation>%1 con %2 GPUs por réplica cumple el SLA (ITL %3)</translation>
    </message>
    <message>
        <source>no hardware price for this GPU while others are quoted: not ranked on cost</source>
        <translation>sin precio de hardware para esta GPU mientras otras están cotizadas: no se clasifica por coste</translation>
    </message>
    <message>
        <source>auto (16-bit)</source>
        <extracomment>KV-cache precision: the engine&apos;s default, 16-bit like the activations</extracomment>
        <translation>automática (16 bits)</translation>
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
        <translation>el intervalo de ITL llega a %1, por encima del SLA</translation>
    </message>
    <message>
        <source>the TTFT interval reaches %1, above the TTFT SLA</source>
        <translation>el intervalo de TTFT llega a %1, por encima del SLA de TTFT</translation>
    </message>
    <message>
        <source>%1 ITL</source>
        <extracomment>an SLA by its limit: &quot;50 ms ITL&quot;</extracomment>
        <translation>%1 de ITL</translation>
    </message>
    <message>
        <source>%1 ITL and %2 TTFT</source>
        <extracomment>an SLA by its two limits: &quot;50 ms ITL and 500 ms TTFT&quot;</extracomment>
        <translation>%1 de ITL y %2 de TTFT</translation>
    </message>
    <message>
        <source>too slow: %1</source>
        <extracomment>a deployment that misses a limit of the SLA: &quot;too slow: ITL 62.1 ms &gt; SLA 50 ms&quot;</extracomment>
        <translation>demasiado lenta: %1</translation>
    </message>
    <message>
        <source>energy per token</source>
        <extracomment>the objective inside a sentence (&quot;line: its energy per token&quot;)</extracomment>
        <translation>energía por token</translation>
    </message>
    <message>
        <source>mean power</source>
        <extracomment>the objective inside a sentence (&quot;line: its mean power&quot;)</extracomment>
        <translation>potencia media</translation>
    </message>
    <message>
        <source>electricity cost</source>
        <extracomment>the objective inside a sentence (&quot;line: its electricity cost&quot;)</extracomment>
        <translation>coste de electricidad</translation>
    </message>
    <message>
        <source>CO₂ emissions</source>
        <comment>in a sentence</comment>
        <extracomment>the objective inside a sentence (&quot;line: its CO₂ emissions&quot;)</extracomment>
        <translation>emisiones de CO₂</translation>
    </message>
</context>
<context>
    <name>PlanIo</name>
    <message>
        <source>The file could not be read or written: %1.</source>
        <translation>No se pudo leer ni escribir el archivo: %1.</translation>
    </message>
    <message>
        <source>The file is too large to be a plan.</source>
        <translation>El archivo es demasiado grande para ser un plan.</translation>
    </message>
    <message>
        <source>The file is damaged: it is not valid JSON (%1).</source>
        <translation>El archivo está dañado: no es un JSON válido (%1).</translation>
    </message>
    <message>
        <source>The file is not a WattGPU plan.</source>
        <translation>El archivo no es un plan de WattGPU.</translation>
    </message>
    <message>
        <source>The plan was written by a newer version of WattGPU Planner (format %1).</source>
        <translation>El plan lo escribió una versión más reciente de WattGPU Planner (formato %1).</translation>
    </message>
    <message>
        <source>The value of “%1” is invalid: %2.</source>
        <translation>El valor de “%1” no es válido: %2.</translation>
    </message>
    <message>
        <source>Could not open the plan “%1”.
%2
Your current plan has not been changed.</source>
        <translation>No se pudo abrir el plan “%1”.
%2
Su plan actual no ha cambiado.</translation>
    </message>
    <message>
        <source>Could not save the plan to “%1”: %2.
The previous file, if any, is unchanged.</source>
        <translation>No se pudo guardar el plan en “%1”: %2.
El archivo anterior, si lo había, no ha cambiado.</translation>
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
        <translation>menos potencia</translation>
    </message>
    <message>
        <source>less energy per token</source>
        <translation>menos energía por token</translation>
    </message>
    <message>
        <source>No GPU is included. Tick at least one GPU in the table to get a recommendation.</source>
        <translation>No hay ninguna GPU incluida. Marque al menos una GPU en la tabla para obtener una recomendación.</translation>
    </message>
    <message>
        <source>%1, no GPU qualifies.</source>
        <translation>%1, ninguna GPU cumple los requisitos.</translation>
    </message>
    <message>
        <source>None of the included GPUs (%1) can hold the model and its KV cache in memory.</source>
        <translation>Ninguna de las GPU incluidas (%1) puede alojar el modelo y su caché KV en memoria.</translation>
    </message>
    <message>
        <source>The fastest, %1, reaches %2 — above the SLA.</source>
        <translation>La más rápida, %1, llega a %2, por encima del SLA.</translation>
    </message>
    <message>
        <source>Try a looser SLA, lower concurrency, FP8 or more GPUs per replica.</source>
        <translation>Pruebe un SLA más holgado, menos concurrencia, FP8 o más GPU por réplica.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source> — the only included GPU that meets the SLA (%1).</source>
        <translation>: la única GPU incluida que cumple el SLA (%1).</translation>
    </message>
    <message>
        <source> — %1 % %2 than the runner-up, %3</source>
        <translation>: un %1 % %2 que la segunda, %3</translation>
    </message>
    <message>
        <source>, and %1 % less than %2 (%3 TDP), the highest-power GPU that also meets it</source>
        <translation>, y un %1 % menos que %2 (TDP de %3), la GPU de mayor potencia que también lo cumple</translation>
    </message>
    <message>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <source> (%1 TDP, the highest-power GPU that also meets the SLA)</source>
        <translation> (TDP de %1, la GPU de mayor potencia que también cumple el SLA)</translation>
    </message>
    <message>
        <source>. %1 at %2.</source>
        <translation>. %1 con %2.</translation>
    </message>
    <message>
        <source>%1 uses %2 % more %3</source>
        <translation>%1 usa un %2 % más de %3</translation>
    </message>
    <message>
        <source>%1 is too slow (%2)</source>
        <translation>%1 es demasiado lenta (%2)</translation>
    </message>
    <message>
        <source>%1 does not fit in memory</source>
        <translation>%1 no cabe en memoria</translation>
    </message>
    <message>
        <source>Why not the obvious choices: %1.</source>
        <translation>Por qué no las opciones obvias: %1.</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>Meet the SLA: %1 · too slow: %2 · do not fit: %3.</source>
        <translation>Cumplen el SLA: %1 · demasiado lentas: %2 · no caben: %3.</translation>
    </message>
    <message>
        <source>req/s</source>
        <translation>req/s</translation>
    </message>
    <message>
        <source>lower cost per token</source>
        <translation>menor coste por token</translation>
    </message>
    <message>
        <source>less CO₂ per token</source>
        <translation>menos CO₂ por token</translation>
    </message>
    <message>
        <source>For %1 at concurrency %2 with a %3 SLA on %4</source>
        <extracomment>&quot;For &lt;model&gt; at concurrency &lt;n&gt; with a &lt;sla&gt; SLA on &lt;ITL definition&gt;&quot;</extracomment>
        <translation>Para %1 con concurrencia %2 y un SLA de %3 en %4</translation>
    </message>
    <message>
        <source>%1, at the upper bound of its interval</source>
        <translation>%1, en el límite superior de su intervalo</translation>
    </message>
    <message>
        <source>Nearest fix: %1: %2.</source>
        <extracomment>&quot;Nearest fix: &lt;GPU name&gt;: &lt;what changes and the ITL it reaches&gt;.&quot;</extracomment>
        <translation>Corrección más cercana: %1: %2.</translation>
    </message>
    <message>
        <source>No fix was found: no change of GPUs per replica, concurrency, rate or precision meets the SLA.</source>
        <translation>No se encontró corrección: ningún cambio de GPUs por réplica, concurrencia, tasa o precisión cumple el SLA.</translation>
    </message>
    <message>
        <source>at risk: its ITL interval reaches %1, above the %2 SLA</source>
        <extracomment>The winner&apos;s ~80 % interval reaches above the SLA</extracomment>
        <translation>en riesgo: su intervalo de ITL llega a %1, por encima del SLA de %2</translation>
    </message>
    <message>
        <source>For %1 at %2 per replica with a %3 SLA on %4</source>
        <extracomment>&quot;For &lt;model&gt; at &lt;rate&gt; req/s per replica with a &lt;sla&gt; SLA on &lt;ITL definition&gt;&quot; (server mode: the rate one replica is offered; the fleet target is Capacity&apos;s question)</extracomment>
        <translation>Para %1 a %2 por réplica con un SLA de %3 en %4</translation>
    </message>
    <message>
        <source>Fleet target %1: see Capacity.</source>
        <extracomment>server mode: the fleet question is answered on the Capacity tab</extracomment>
        <translation>Objetivo de la flota %1: vea Capacidad.</translation>
    </message>
    <message>
        <source>%1 and a %2 TTFT limit</source>
        <extracomment>the SLA&apos;s second limit after its ITL definition: &quot;median ITL and a 500 ms TTFT limit&quot;</extracomment>
        <translation>%1 y un límite de TTFT de %2</translation>
    </message>
    <message>
        <source>The fastest, %1, misses the SLA: %2.</source>
        <translation>La más rápida, %1, no cumple el SLA: %2.</translation>
    </message>
    <message>
        <source>at risk: its TTFT interval reaches %1, above the %2 TTFT SLA</source>
        <extracomment>The winner&apos;s ~80 % TTFT interval reaches above the TTFT limit</extracomment>
        <translation>en riesgo: su intervalo de TTFT llega a %1, por encima del SLA de TTFT de %2</translation>
    </message>
    <message>
        <source>%1 is too slow to the first token (%2)</source>
        <extracomment>a deployment that misses the TTFT limit: &quot;&lt;name&gt; is too slow to the first token (812 ms)&quot;</extracomment>
        <translation>%1 tarda demasiado en dar el primer token (%2)</translation>
    </message>
    <message>
        <source>%1 replicas of %2</source>
        <translation>%1 réplicas de %2</translation>
    </message>
    <message>
        <source>Fleet for %1: %2 (%3 GPUs) — no fleet fits the %4 power budget; this one, of the smallest peak, exceeds it by %5.</source>
        <extracomment>banner with a fleet target when no fleet fits the power budget</extracomment>
        <translation>Flota para %1: %2 (%3 GPU) — ninguna flota cabe en el presupuesto de potencia de %4; esta, la de menor pico, lo supera en %5.</translation>
    </message>
    <message>
        <source>kW</source>
        <translation>kW</translation>
    </message>
    <message>
        <source>Fleet for %1: %2 (%3 GPUs, %4), the lowest-energy fleet within the %5 power budget.</source>
        <extracomment>banner with a fleet target and a power budget</extracomment>
        <translation>Flota para %1: %2 (%3 GPU, %4), la flota de menor energía dentro del presupuesto de potencia de %5.</translation>
    </message>
    <message>
        <source>kWh/day</source>
        <translation>kWh/día</translation>
    </message>
    <message>
        <source>Fleet for %1: %2 (%3 GPUs, %4), the lowest-energy fleet.</source>
        <extracomment>banner with a fleet target</extracomment>
        <translation>Flota para %1: %2 (%3 GPU, %4), la flota de menor energía.</translation>
    </message>
    <message>
        <source>Each replica is %1 (see Capacity). Per replica:</source>
        <extracomment>after the fleet: the per-replica ranking that follows is a different question; see the Capacity tab</extracomment>
        <translation>Cada réplica es %1 (ver Capacidad). Por réplica:</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>Mean power</source>
        <translation>Potencia media</translation>
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
        <translation>Energía por token</translation>
    </message>
    <message>
        <source>J/token</source>
        <translation>J/token</translation>
    </message>
    <message>
        <source>All-in cost</source>
        <translation>Coste total</translation>
    </message>
    <message>
        <source>$/1M tokens</source>
        <translation>$/1M tokens</translation>
    </message>
    <message>
        <source>Electricity cost</source>
        <translation>Coste de electricidad</translation>
    </message>
    <message>
        <source>Carbon</source>
        <translation>Carbono</translation>
    </message>
    <message>
        <source>gCO₂/1M tokens</source>
        <translation>gCO₂/1M tokens</translation>
    </message>
    <message>
        <source>%1: GPUs side by side</source>
        <translation>%1: GPU en paralelo</translation>
    </message>
    <message>
        <source>%1 vs best</source>
        <translation>%1 frente a la mejor</translation>
    </message>
    <message>
        <source>Does not fit in memory</source>
        <translation>No cabe en memoria</translation>
    </message>
    <message>
        <source>%1 req/s is more than one replica sustains</source>
        <translation>%1 req/s es más de lo que soporta una réplica</translation>
    </message>
    <message>
        <source>needs %1 GB per GPU, %2 GB usable</source>
        <translation>necesita %1 GB por GPU, %2 GB utilizables</translation>
    </message>
    <message>
        <source>lowest</source>
        <translation>la menor</translation>
    </message>
    <message>
        <source>above the SLA</source>
        <translation>por encima del SLA</translation>
    </message>
    <message>
        <source>interval %1</source>
        <translation>intervalo %1</translation>
    </message>
    <message>
        <source>Costs and CO₂ per 1M output tokens.</source>
        <translation>Costes y CO₂ por 1 M de tokens de salida.</translation>
    </message>
    <message>
        <source>Predicted from public specifications, not measured.</source>
        <translation>Predicho a partir de especificaciones públicas, no medido.</translation>
    </message>
    <message>
        <source>Mean power against inter-token latency</source>
        <translation>Potencia media frente a latencia entre tokens</translation>
    </message>
    <message>
        <source>best</source>
        <translation>mejor</translation>
    </message>
    <message>
        <source>meets the SLA</source>
        <translation>cumple el SLA</translation>
    </message>
    <message>
        <source>misses the SLA</source>
        <translation>no cumple el SLA</translation>
    </message>
    <message>
        <source>misses ITL or TTFT</source>
        <translation>no cumple ITL o TTFT</translation>
    </message>
    <message>
        <source>Pareto front</source>
        <translation>Frente de Pareto</translation>
    </message>
    <message>
        <source>error bars: prediction interval</source>
        <translation>barras de error: intervalo de predicción</translation>
    </message>
    <message>
        <source>Mean power (W)</source>
        <translation>Potencia media (W)</translation>
    </message>
    <message>
        <source>SLA %1 ms</source>
        <translation>SLA %1 ms</translation>
    </message>
    <message>
        <source>ITL SLA %1 ms</source>
        <translation>SLA de ITL %1 ms</translation>
    </message>
    <message>
        <source>too slow for the SLA</source>
        <translation>demasiado lenta para el SLA</translation>
    </message>
    <message>
        <source>No GPU fits this model and workload in memory.</source>
        <translation>Ninguna GPU puede alojar este modelo y esta carga en memoria.</translation>
    </message>
    <message>
        <source>(continued)</source>
        <translation>(continuación)</translation>
    </message>
    <message>
        <source>default (physics-informed gradient boosting)</source>
        <translation>default (gradient boosting con base física)</translation>
    </message>
    <message>
        <source>paper (gradient boosting on spec features)</source>
        <translation>paper (gradient boosting sobre especificaciones)</translation>
    </message>
    <message>
        <source>ls_tdp (baseline: least squares on TDP)</source>
        <translation>ls_tdp (referencia: mínimos cuadrados sobre el TDP)</translation>
    </message>
    <message>
        <source>roofline (baseline: memory-bandwidth roofline)</source>
        <translation>roofline (referencia: roofline de ancho de banda de memoria)</translation>
    </message>
    <message>
        <source>WattGPU Planner %1</source>
        <translation>WattGPU Planner %1</translation>
    </message>
    <message>
        <source>Predicted from public specifications, not measured on the hardware</source>
        <translation>Predicho a partir de especificaciones públicas, no medido en el hardware</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>Entrada</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>LLM</source>
        <translation>LLM</translation>
    </message>
    <message>
        <source>Model facts</source>
        <translation>Datos del modelo</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Carga de trabajo</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Escenario</translation>
    </message>
    <message>
        <source>Server: requests arrive at random (Poisson); the batch follows from Little&apos;s law, and power is the mean over time, idle periods included.</source>
        <translation>Servidor: las solicitudes llegan al azar (Poisson); el lote se deduce de la ley de Little y la potencia es la media en el tiempo, incluidos los periodos inactivos.</translation>
    </message>
    <message>
        <source>Latency SLA</source>
        <translation>SLA de latencia</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>Objetivo</translation>
    </message>
    <message>
        <source>%1 (%2), lowest wins</source>
        <translation>%1 (%2), gana el menor</translation>
    </message>
    <message>
        <source>Economics</source>
        <translation>Economía</translation>
    </message>
    <message>
        <source>version %1</source>
        <translation>versión %1</translation>
    </message>
    <message>
        <source>Predictor</source>
        <translation>Predictor</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Potencia</translation>
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
        <translation>Energía</translation>
    </message>
    <message>
        <source>Electricity</source>
        <translation>Electricidad</translation>
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
        <translation>Total</translation>
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
        <translation>frente a la mejor</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Veredicto</translation>
    </message>
    <message>
        <source>Every figure is for a replica of %1 GPUs.</source>
        <translation>Todas las cifras son para una réplica de %1 GPU.</translation>
    </message>
    <message>
        <source>* Outside the training data&apos;s range: treat with extra caution.</source>
        <translation>* Fuera del rango de los datos de entrenamiento: tómese con especial cautela.</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Motivo</translation>
    </message>
    <message>
        <source>Nearest fix</source>
        <translation>Solución más cercana</translation>
    </message>
    <message>
        <source>ITL %1 ms &gt; SLA %2 ms</source>
        <translation>ITL %1 ms &gt; SLA %2 ms</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Método</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Objetivo</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>División</translation>
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
        <translation>MdAPE: mediana del error porcentual absoluto. τ: correlación de rangos de Kendall de las GPU dentro de cada (LLM, carga) y de los LLM. Dejar una GPU fuera mide la precisión en una GPU que el modelo nunca vio.</translation>
    </message>
    <message>
        <source>No GPU in the catalog can serve this workload.</source>
        <translation>Ninguna GPU del catálogo puede atender esta carga.</translation>
    </message>
    <message>
        <source>Nearest fix: %1.</source>
        <translation>Solución más cercana: %1.</translation>
    </message>
    <message>
        <source>%1 W</source>
        <translation>%1 W</translation>
    </message>
    <message>
        <source>%1 ms ITL</source>
        <translation>ITL de %1 ms</translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation>%1 tokens/s</translation>
    </message>
    <message>
        <source>%1 J/token</source>
        <translation>%1 J/token</translation>
    </message>
    <message>
        <source>$%1 per 1M tokens all-in</source>
        <translation>%1 $ por 1 M de tokens, coste total</translation>
    </message>
    <message>
        <source>$%1 electricity per 1M tokens</source>
        <translation>%1 $ de electricidad por 1 M de tokens</translation>
    </message>
    <message>
        <source>%1 gCO₂ per 1M tokens</source>
        <translation>%1 gCO₂ por 1 M de tokens</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>No hardware rate for %1: their cost is electricity only and not comparable with the quoted GPUs.</source>
        <translation>Sin tarifa de hardware para %1: su coste es solo electricidad y no es comparable con las GPU cotizadas.</translation>
    </message>
    <message>
        <source>These are predictions from public specifications and a model trained on published measurements, not measurements of your deployment. Check the winner with a short benchmark before buying.</source>
        <translation>Son predicciones a partir de especificaciones públicas y de un modelo entrenado con mediciones publicadas, no mediciones de su despliegue. Compruebe la ganadora con un benchmark breve antes de comprar.</translation>
    </message>
    <message>
        <source>Power is the GPUs&apos; own board power; CPUs, memory, networking and cooling enter only through the PUE.</source>
        <translation>La potencia es la de la placa de las GPU; CPU, memoria, red y refrigeración solo entran a través del PUE.</translation>
    </message>
    <message>
        <source>Costs assume the GPUs serve this workload whenever they are paid for; idle time raises the real cost.</source>
        <translation>Los costes suponen que las GPU atienden esta carga siempre que se pagan; el tiempo inactivo eleva el coste real.</translation>
    </message>
    <message>
        <source>The evaluation file could not be read (%1).</source>
        <translation>No se pudo leer el archivo de evaluación (%1).</translation>
    </message>
    <message>
        <source>No evaluation results were found (%1). Run “wattgpu-cli evaluate” to produce them.</source>
        <translation>No se encontraron resultados de evaluación (%1). Ejecute “wattgpu-cli evaluate” para generarlos.</translation>
    </message>
    <message>
        <source>From %1.</source>
        <translation>De %1.</translation>
    </message>
    <message>
        <source>Predictor: %1</source>
        <translation>Predictor: %1</translation>
    </message>
    <message numerus="yes">
        <source>trained on %n measured runs</source>
        <translation>
            <numerusform>entrenado con %n ejecución medida</numerusform>
            <numerusform>entrenado con %n ejecuciones medidas</numerusform>
        </translation>
    </message>
    <message>
        <source>WattGPU Planner</source>
        <translation>WattGPU Planner</translation>
    </message>
    <message>
        <source>predictor %1</source>
        <translation>predictor %1</translation>
    </message>
    <message>
        <source>%1%2&#xa0;%</source>
        <comment>signed percent, e.g. +12 %</comment>
        <translation>%1%2&#xa0;%</translation>
    </message>
    <message>
        <source>Cost per 1M tokens</source>
        <translation>Coste por 1 M de tokens</translation>
    </message>
    <message>
        <source>CO₂ per 1M tokens</source>
        <translation>CO₂ por 1 M de tokens</translation>
    </message>
    <message>
        <source>the lowest energy per output token</source>
        <translation>la menor energía por token de salida</translation>
    </message>
    <message>
        <source>the lowest mean power</source>
        <translation>la menor potencia media</translation>
    </message>
    <message>
        <source>the lowest cost per output token</source>
        <translation>el menor coste por token de salida</translation>
    </message>
    <message>
        <source>the lowest CO₂ per output token</source>
        <translation>el menor CO₂ por token de salida</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Mejor</translation>
    </message>
    <message>
        <source>Meets SLA</source>
        <translation>Cumple el SLA</translation>
    </message>
    <message>
        <source>Misses SLA</source>
        <translation>No cumple</translation>
    </message>
    <message>
        <source>Does not fit</source>
        <translation>No cabe</translation>
    </message>
    <message>
        <source>Overloaded</source>
        <translation>Sobrecargada</translation>
    </message>
    <message>
        <source>Mixture-of-experts model: little training data, wider error</source>
        <translation>Modelo de mezcla de expertos (MoE): pocos datos de entrenamiento, mayor error</translation>
    </message>
    <message>
        <source>Quantized weights (FP8/MXFP4): little training data</source>
        <translation>Pesos cuantizados (FP8/MXFP4): pocos datos de entrenamiento</translation>
    </message>
    <message>
        <source>State-space or hybrid model: the KV-cache model applies only in part</source>
        <translation>Modelo de espacio de estados o híbrido: el modelo de caché KV solo se aplica en parte</translation>
    </message>
    <message>
        <source>A GPU spec is missing; an estimate was used</source>
        <translation>Falta una especificación de la GPU; se usó una estimación</translation>
    </message>
    <message>
        <source>GPU specs outside the training GPUs&apos; range</source>
        <translation>Especificaciones de la GPU fuera del rango de las GPU de entrenamiento</translation>
    </message>
    <message>
        <source>LLM size outside the training range</source>
        <translation>Tamaño del LLM fuera del rango de entrenamiento</translation>
    </message>
    <message>
        <source>Workload (batch, context, GPU count) outside the training range</source>
        <translation>Carga (lote, contexto, número de GPU) fuera del rango de entrenamiento</translation>
    </message>
    <message>
        <source>Precision not native on the GPU; predicted at a fallback precision</source>
        <translation>Precisión no nativa en la GPU; predicha con una precisión sustituta</translation>
    </message>
    <message>
        <source>Weights and KV cache exceed GPU memory</source>
        <translation>Pesos y caché KV superan la memoria de la GPU</translation>
    </message>
    <message>
        <source>Power limit outside the GPU&apos;s range; clamped</source>
        <translation>Límite de potencia fuera del rango de la GPU; ajustado</translation>
    </message>
    <message>
        <source>User-defined GPU</source>
        <translation>GPU definida por el usuario</translation>
    </message>
    <message>
        <source>%1 req/s</source>
        <translation>%1 req/s</translation>
    </message>
    <message>
        <source>batch %1</source>
        <translation>lote %1</translation>
    </message>
    <message>
        <source>%1 requests/s per replica (Poisson arrivals)</source>
        <translation>%1 solicitudes/s por réplica (llegadas de Poisson)</translation>
    </message>
    <message>
        <source>%1 requested, never measured</source>
        <translation>%1 solicitada, nunca medida</translation>
    </message>
    <message>
        <source>, power cap %1 W per GPU</source>
        <translation>, límite de potencia de %1 W por GPU</translation>
    </message>
    <message>
        <source>%1 B parameters, %2 B active (mixture of experts: %3 experts, %4 per token)</source>
        <translation>%1 B de parámetros, %2 B activos (mezcla de expertos: %3 expertos, %4 por token)</translation>
    </message>
    <message>
        <source>%1 B parameters (dense)</source>
        <translation>%1 B de parámetros (denso)</translation>
    </message>
    <message>
        <source>; %1 layers, hidden size %2, %3 attention heads, %4 KV heads</source>
        <translation>; %1 capas, dimensión oculta %2, %3 cabezas de atención, %4 cabezas KV</translation>
    </message>
    <message>
        <source>; context up to %1 tokens</source>
        <translation>; contexto de hasta %1 tokens</translation>
    </message>
    <message>
        <source>; quantized (%1)</source>
        <translation>; cuantizado (%1)</translation>
    </message>
    <message>
        <source>Electricity $%1 per kWh; PUE %2; grid %3 gCO₂ per kWh.</source>
        <translation>Electricidad %1 $ por kWh; PUE %2; red %3 gCO₂ por kWh.</translation>
    </message>
    <message numerus="yes">
        <source>Hardware: quoted rates per GPU-hour for %n GPU(s)</source>
        <translation>
            <numerusform>Hardware: tarifas cotizadas por GPU-hora para %n GPU</numerusform>
            <numerusform>Hardware: tarifas cotizadas por GPU-hora para %n GPU</numerusform>
        </translation>
    </message>
    <message>
        <source>, $%1 per GPU-hour for the others</source>
        <translation>, %1 $ por GPU-hora para las demás</translation>
    </message>
    <message>
        <source>Hardware: $%1 per GPU-hour while serving.</source>
        <translation>Hardware: %1 $ por GPU-hora en servicio.</translation>
    </message>
    <message>
        <source>Hardware: $%1 per GPU over %2 years at %3&#xa0;% utilisation.</source>
        <translation>Hardware: %1 $ por GPU en %2 años con un %3&#xa0;% de utilización.</translation>
    </message>
    <message>
        <source>Hardware cost not included: costs are electricity only.</source>
        <translation>Coste de hardware no incluido: los costes son solo de electricidad.</translation>
    </message>
    <message>
        <source>GPU recommendation for %1</source>
        <translation>Recomendación de GPU para %1</translation>
    </message>
    <message>
        <source>5-fold CV (LLM, GPU groups)</source>
        <translation>VC de 5 particiones (grupos LLM, GPU)</translation>
    </message>
    <message>
        <source>Leave one GPU out</source>
        <translation>Dejar una GPU fuera</translation>
    </message>
    <message>
        <source>Leave one LLM out</source>
        <translation>Dejar un LLM fuera</translation>
    </message>
    <message>
        <source>Leave out %1</source>
        <translation>Dejar fuera %1</translation>
    </message>
    <message>
        <source>Leave one LLM out, multi-GPU runs</source>
        <translation>Dejar un LLM fuera, ejecuciones multi-GPU</translation>
    </message>
    <message>
        <source>Leave one LLM out, FP8/MXFP4 runs</source>
        <translation>Dejar un LLM fuera, ejecuciones FP8/MXFP4</translation>
    </message>
    <message>
        <source>Leave one backend out</source>
        <extracomment>evaluation split: every vendor backend (cuda, rocm, ...) held out in turn</extracomment>
        <translation>Dejar un backend fuera</translation>
    </message>
    <message>
        <source>Leave out backend %1</source>
        <translation>Dejar fuera el backend %1</translation>
    </message>
    <message>
        <source>Leave one stack out</source>
        <extracomment>evaluation split: every serving-stack family held out in turn</extracomment>
        <translation>Dejar un stack fuera</translation>
    </message>
    <message>
        <source>For %1 at %2, no GPU meets the %3 ms SLA.</source>
        <translation>Para %1 con %2, ninguna GPU cumple el SLA de %3 ms.</translation>
    </message>
    <message>
        <source>For %1 at %2, SLA %3 ms: %4</source>
        <translation>Para %1 con %2, SLA de %3 ms: %4</translation>
    </message>
    <message>
        <source>GPU comparison</source>
        <translation>Comparación de GPU</translation>
    </message>
    <message>
        <source>Inputs and assumptions</source>
        <translation>Entradas y supuestos</translation>
    </message>
    <message>
        <source>Warnings and known limits</source>
        <translation>Avisos y límites conocidos</translation>
    </message>
    <message>
        <source>Accuracy of the predictor</source>
        <translation>Precisión del predictor</translation>
    </message>
    <message>
        <source>Data provenance</source>
        <translation>Procedencia de los datos</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Página %1 de %2</translation>
    </message>
    <message>
        <source>SLA: %1 at most %2 ms</source>
        <translation>SLA: %1 como máximo %2 ms</translation>
    </message>
    <message>
        <source>outside the training data</source>
        <translation>fuera de los datos de entrenamiento</translation>
    </message>
    <message>
        <source>%1 (ms, log scale)</source>
        <translation>%1 (ms, escala log)</translation>
    </message>
    <message>
        <source>%1 (ms)</source>
        <translation>%1 (ms)</translation>
    </message>
    <message>
        <source>Serving stack</source>
        <translation>Stack de servicio</translation>
    </message>
    <message>
        <source>predicted</source>
        <translation>prevista</translation>
    </message>
    <message>
        <source>Serving-stack version not measured; the nearest measured stack is used</source>
        <translation>Versión del stack no medida; se usa el stack medido más cercano</translation>
    </message>
    <message>
        <source>This serving stack was never measured on this GPU vendor</source>
        <translation>Este stack de servicio nunca se midió en GPU de este fabricante</translation>
    </message>
    <message>
        <source>Power cap lowers clocks: slower steps predicted</source>
        <translation>El límite de potencia reduce los relojes: pasos más lentos previstos</translation>
    </message>
    <message>
        <source>Power cap far below any measured cap</source>
        <translation>Límite de potencia muy por debajo de cualquier límite medido</translation>
    </message>
    <message>
        <source>Interval not calibrated: too little held-out data</source>
        <translation>Intervalo no calibrado: pocos datos reservados</translation>
    </message>
    <message>
        <source>No serving engine can run this deployment</source>
        <translation>Ningún motor de servicio puede ejecutar este despliegue</translation>
    </message>
    <message>
        <source>median ITL</source>
        <translation>ITL mediana</translation>
    </message>
    <message>
        <source>mean TPOT</source>
        <translation>TPOT media</translation>
    </message>
    <message>
        <source>end-to-end latency per token</source>
        <translation>latencia de extremo a extremo por token</translation>
    </message>
    <message>
        <source>Median ITL</source>
        <translation>ITL mediana</translation>
    </message>
    <message>
        <source>Mean TPOT</source>
        <translation>TPOT media</translation>
    </message>
    <message>
        <source>End-to-end latency per token</source>
        <translation>Latencia de extremo a extremo por token</translation>
    </message>
    <message>
        <source>E2E/token</source>
        <translation>E2E/token</translation>
    </message>
    <message>
        <source>Median gap between two streamed tokens of one request (prefill stalls excluded)</source>
        <translation>Mediana del intervalo entre dos tokens transmitidos de una solicitud (sin pausas de prefill)</translation>
    </message>
    <message>
        <source>Mean time per output token after the first, over requests (includes stalls for other requests&apos; prefill)</source>
        <translation>Tiempo medio por token de salida tras el primero, entre solicitudes (incluye pausas por el prefill de otras solicitudes)</translation>
    </message>
    <message>
        <source>Whole request latency divided by its output tokens (includes its own prefill)</source>
        <translation>Latencia de toda la solicitud dividida por sus tokens de salida (incluye su propio prefill)</translation>
    </message>
    <message numerus="yes">
        <source>measured (%n run(s))</source>
        <translation>
            <numerusform>medida (%n ejecución)</numerusform>
            <numerusform>medida (%n ejecuciones)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, prompt %1 tokens, output %2 tokens, %3, %n GPU(s) per replica, %4</source>
        <translation>
            <numerusform>, prompt de %1 tokens, salida de %2 tokens, %3, %n GPU por réplica, %4</numerusform>
            <numerusform>, prompt de %1 tokens, salida de %2 tokens, %3, %n GPU por réplica, %4</numerusform>
        </translation>
    </message>
    <message>
        <source>the runner-up, %2, uses %1&#xa0;% more energy</source>
        <translation>la segunda, %2, usa un %1&#xa0;% más de energía</translation>
    </message>
    <message>
        <source>the runner-up, %2, draws %1&#xa0;% more power</source>
        <translation>la segunda, %2, consume un %1&#xa0;% más de potencia</translation>
    </message>
    <message>
        <source>the runner-up, %2, costs %1&#xa0;% more</source>
        <translation>la segunda, %2, cuesta un %1&#xa0;% más</translation>
    </message>
    <message>
        <source>the runner-up, %2, emits %1&#xa0;% more CO₂</source>
        <translation>la segunda, %2, emite un %1&#xa0;% más de CO₂</translation>
    </message>
    <message>
        <source>, prompt %1 tokens, output %2 tokens, %3, GPUs per replica chosen per GPU type (1, 2, 4 or 8), %4</source>
        <translation>, prompt de %1 tokens, salida de %2 tokens, %3, GPUs por réplica elegidas por tipo de GPU (1, 2, 4 u 8), %4</translation>
    </message>
    <message>
        <source>, prompt %1 tokens, output %2 tokens, %3, every GPU count (1, 2, 4, 8), %4</source>
        <translation>, prompt de %1 tokens, salida de %2 tokens, %3, todas las cantidades de GPUs (1, 2, 4, 8), %4</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <extracomment>a deployment: GPUs per replica × GPU name, e.g. &quot;2 × H100 SXM5&quot;</extracomment>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>a physical model, not trained on measurements</source>
        <extracomment>a physical baseline (roofline, least squares on TDP) has no training runs of its own</extracomment>
        <translation>un modelo físico, no entrenado con mediciones</translation>
    </message>
    <message>
        <source>Measured runs from %1, licence %2: %3</source>
        <extracomment>&quot;Measured runs from &lt;source&gt; (licence &lt;licence&gt;): &lt;URL&gt;&quot;</extracomment>
        <translation>Ejecuciones medidas de %1, licencia %2: %3</translation>
    </message>
    <message>
        <source>Measured runs you imported: %1</source>
        <extracomment>sources of runs the user imported (their own names)</extracomment>
        <translation>Ejecuciones medidas que usted importó: %1</translation>
    </message>
    <message>
        <source>Retrained in this installation: %1</source>
        <translation>Reentrenado en esta instalación: %1</translation>
    </message>
    <message>
        <source>GPU specifications: the vendors&apos; public spec sheets; the catalog that ships with WattGPU Planner cites the source of every figure.</source>
        <translation>Especificaciones de las GPU: las fichas técnicas públicas de los fabricantes; el catálogo que acompaña a WattGPU Planner cita la fuente de cada valor.</translation>
    </message>
    <message>
        <source>This LLM&apos;s architecture: its config.json on Hugging Face, %1</source>
        <translation>Arquitectura de este LLM: su config.json en Hugging Face, %1</translation>
    </message>
    <message>
        <source>This LLM&apos;s architecture: the config.json given for it.</source>
        <translation>Arquitectura de este LLM: el config.json indicado para él.</translation>
    </message>
    <message>
        <source>At risk: meets the SLA at the prediction, but the ITL interval reaches above it.</source>
        <translation>En riesgo: cumple el SLA en la predicción, pero el intervalo de ITL llega por encima.</translation>
    </message>
    <message numerus="yes">
        <source>%n deployment(s) have no hardware price: their cost is electricity only, shown without an all-in figure and never ranked on cost against quoted ones.</source>
        <translation>
            <numerusform>%n despliegue no tiene precio de hardware: su coste es solo electricidad, se muestra sin coste total y nunca se clasifica por coste frente a los cotizados.</numerusform>
            <numerusform>%n despliegues no tienen precio de hardware: su coste es solo electricidad, se muestra sin coste total y nunca se clasifican por coste frente a los cotizados.</numerusform>
        </translation>
    </message>
    <message>
        <source>no hardware price for this GPU while others are quoted; not ranked on cost</source>
        <translation>sin precio de hardware para esta GPU mientras otras están cotizadas; no se clasifica por coste</translation>
    </message>
    <message>
        <source>No hardware price</source>
        <translation>Sin precio de hardware</translation>
    </message>
    <message>
        <source>Not compared</source>
        <translation>No comparada</translation>
    </message>
    <message>
        <source>Best, at risk</source>
        <translation>Mejor, en riesgo</translation>
    </message>
    <message>
        <source>Meets SLA, at risk</source>
        <translation>Cumple el SLA, en riesgo</translation>
    </message>
    <message>
        <source>electricity only</source>
        <translation>solo electricidad</translation>
    </message>
    <message>
        <source>all-in, quoted rate</source>
        <translation>total, tarifa cotizada</translation>
    </message>
    <message>
        <source>all-in, default rate</source>
        <translation>total, tarifa predeterminada</translation>
    </message>
    <message>
        <source>all-in, amortised purchase</source>
        <translation>total, compra amortizada</translation>
    </message>
    <message>
        <source>electricity only, no hardware price</source>
        <translation>solo electricidad, sin precio de hardware</translation>
    </message>
    <message>
        <source>Overloaded: the rate exceeds what one replica serves; figures at saturation</source>
        <translation>Sobrecargada: la tasa supera lo que atiende una réplica; cifras en saturación</translation>
    </message>
    <message>
        <source>at risk: the ITL interval reaches %1 ms, above the SLA</source>
        <translation>en riesgo: el intervalo de ITL llega a %1 ms, por encima del SLA</translation>
    </message>
    <message numerus="yes">
        <source>%n deployment(s)</source>
        <translation>
            <numerusform>%n despliegue</numerusform>
            <numerusform>%n despliegues</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>of %n GPU type(s)</source>
        <translation>
            <numerusform>de %n tipo de GPU</numerusform>
            <numerusform>de %n tipos de GPU</numerusform>
        </translation>
    </message>
    <message>
        <source>Deployments compared</source>
        <translation>Despliegues comparados</translation>
    </message>
    <message>
        <source>Deployment</source>
        <translation>Despliegue</translation>
    </message>
    <message>
        <source>Under the figures: prediction intervals (about the 10th to 90th percentile of held-out error). Under each deployment: measured = the training corpus holds runs of this GPU; predicted = extrapolated from its spec sheet. vs best = how much more of the objective a deployment needs than the best one (its value / the best&apos;s - 1). Costs and CO₂ are per 1M output tokens at the facility meter (PUE applied).</source>
        <translation>Bajo las cifras: intervalos de predicción (aprox. del percentil 10 al 90 del error en datos reservados). Bajo cada despliegue: medida = el corpus de entrenamiento tiene ejecuciones de esta GPU; prevista = extrapolada de su ficha técnica. frente a la mejor = cuánto más del objetivo necesita un despliegue que el mejor (su valor / el del mejor - 1). Costes y CO₂ por 1 M de tokens de salida en el contador de la instalación (PUE aplicado).</translation>
    </message>
    <message numerus="yes">
        <source>%n deployment(s) that do not fit in memory are listed after the table.</source>
        <translation>
            <numerusform>%n despliegue que no cabe en memoria aparece después de la tabla.</numerusform>
            <numerusform>%n despliegues que no caben en memoria aparecen después de la tabla.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n deployment(s) cannot hold the model and its KV cache: they need up to %1 GB per GPU, and the most usable memory among them is %2 GB per GPU.</source>
        <translation>
            <numerusform>%n despliegue no puede alojar el modelo y su caché KV: necesita hasta %1 GB por GPU, y la mayor memoria utilizable entre ellos es de %2 GB por GPU.</numerusform>
            <numerusform>%n despliegues no pueden alojar el modelo y su caché KV: necesitan hasta %1 GB por GPU, y la mayor memoria utilizable entre ellos es de %2 GB por GPU.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 GPUs per replica meet the SLA (ITL %2 ms)</source>
        <extracomment>a proven fix: &quot;&lt;n&gt; GPUs per replica meet the SLA (ITL &lt;ms&gt; ms)&quot;</extracomment>
        <translation>%1 GPUs por réplica cumplen el SLA (ITL %2 ms)</translation>
    </message>
    <message>
        <source>batch %1 meets the SLA (ITL %2 ms)</source>
        <extracomment>a proven fix: &quot;batch &lt;n&gt; meets the SLA (ITL &lt;ms&gt; ms)&quot;</extracomment>
        <translation>lote %1 cumple el SLA (ITL %2 ms)</translation>
    </message>
    <message>
        <source>at most %1 req/s per replica meets the SLA (ITL %2 ms); %3 replicas carry %4 req/s</source>
        <extracomment>a proven fix in server mode: at most &lt;rate&gt; per replica, so &lt;n&gt; replicas carry the asked rate</extracomment>
        <translation>como máximo %1 req/s por réplica cumple el SLA (ITL %2 ms); %3 réplicas atienden %4 req/s</translation>
    </message>
    <message>
        <source>%1 meets the SLA (ITL %2 ms)</source>
        <extracomment>a proven fix: &quot;&lt;precision&gt; meets the SLA (ITL &lt;ms&gt; ms)&quot;</extracomment>
        <translation>%1 cumple el SLA (ITL %2 ms)</translation>
    </message>
    <message>
        <source>%1 with %2 GPUs per replica meets the SLA (ITL %3 ms)</source>
        <extracomment>a proven fix: &quot;&lt;precision&gt; with &lt;n&gt; GPUs per replica meets the SLA (ITL &lt;ms&gt; ms)&quot;</extracomment>
        <translation>%1 con %2 GPUs por réplica cumple el SLA (ITL %3 ms)</translation>
    </message>
    <message>
        <source>the only deployment that fits and meets the SLA</source>
        <translation>el único despliegue que cabe y cumple el SLA</translation>
    </message>
    <message>
        <source>%1 per deployment (%2), lower is better</source>
        <translation>%1 por despliegue (%2), menos es mejor</translation>
    </message>
    <message>
        <source>All deployments</source>
        <translation>Todos los despliegues</translation>
    </message>
    <message>
        <source>Why the other deployments lost</source>
        <translation>Por qué perdieron los demás despliegues</translation>
    </message>
    <message numerus="yes">
        <source>on %n GPU type(s)</source>
        <translation>
            <numerusform>en %n tipo de GPU</numerusform>
            <numerusform>en %n tipos de GPU</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>y %n más</numerusform>
            <numerusform>y %n más</numerusform>
        </translation>
    </message>
    <message>
        <source>Deployments that do not fit in memory</source>
        <translation>Despliegues que no caben en memoria</translation>
    </message>
    <message>
        <source>Fleet, power budget and owned GPUs</source>
        <translation>Flota, presupuesto de potencia y GPU propias</translation>
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
        <translation>%1 réplicas de %2</translation>
    </message>
    <message>
        <source>Fleet target %1 req/s under the %2 ms ITL SLA, each replica loaded to at most %3 % of its max rate. Lowest energy: %4; cheapest: %5; fewest GPUs: %6.</source>
        <translation>Objetivo de la flota %1 req/s con el SLA de ITL de %2 ms, cada réplica cargada como máximo al %3 % de su tasa máxima. Menor energía: %4; más barata: %5; menos GPU: %6.</translation>
    </message>
    <message>
        <source>Power budget %1 kW at the wall (PUE %2), held against each fleet&apos;s provisioned peak: its GPUs × each GPU&apos;s power limit × PUE. A budget is a peak limit and a fleet may draw its limit in a burst, so the mean power is shown beside it.</source>
        <translation>Presupuesto de potencia %1 kW en la acometida (PUE %2), comparado con el pico aprovisionado de cada flota: sus GPU × el límite de potencia de cada GPU × PUE. Un presupuesto es un límite de pico y una flota puede alcanzar su límite en una ráfaga, por eso la potencia media se muestra al lado.</translation>
    </message>
    <message>
        <source>Power budget %1 kW of GPU boards, held against each fleet&apos;s provisioned peak: its GPUs × each GPU&apos;s power limit. A budget is a peak limit and a fleet may draw its limit in a burst, so the mean power is shown beside it.</source>
        <translation>Presupuesto de potencia %1 kW de las tarjetas GPU, comparado con el pico aprovisionado de cada flota: sus GPU × el límite de potencia de cada GPU. Un presupuesto es un límite de pico y una flota puede alcanzar su límite en una ráfaga, por eso la potencia media se muestra al lado.</translation>
    </message>
    <message>
        <source>Best within the budget (lowest energy): %1, peak %2 kW, %3 kW left.</source>
        <translation>Mejor dentro del presupuesto (menor energía): %1, pico %2 kW, quedan %3 kW.</translation>
    </message>
    <message>
        <source>No fleet fits the budget: the smallest peak, %1 at %2 kW, exceeds it by %3 kW (%4 %).</source>
        <translation>Ninguna flota cabe en el presupuesto: el menor pico, %1 con %2 kW, lo supera en %3 kW (%4 %).</translation>
    </message>
    <message>
        <source>No fleet meets the SLA, so none fits the budget.</source>
        <translation>Ninguna flota cumple el SLA, así que ninguna cabe en el presupuesto.</translation>
    </message>
    <message>
        <source>Owned GPUs (%1): %2 req/s (%3) under the %4 ms ITL SLA with %5 GPUs in replicas; at that rate %6 J/token (%7).</source>
        <translation>GPU propias (%1): %2 req/s (%3) con el SLA de ITL de %4 ms y %5 GPU en réplicas; a esa tasa %6 J/token (%7).</translation>
    </message>
    <message>
        <source>They carry the fleet target of %1 req/s (%2 W mean, %3 J/token): nothing to buy.</source>
        <translation>Cubren el objetivo de la flota de %1 req/s (%2 W de media, %3 J/token): nada que comprar.</translation>
    </message>
    <message>
        <source>Short of the fleet target of %1 req/s by %2 req/s. To buy: cheapest %3; lowest energy %4; fewest GPUs %5.</source>
        <translation>Faltan %2 req/s para el objetivo de la flota de %1 req/s. A comprar: más barato %3; menor energía %4; menos GPU %5.</translation>
    </message>
    <message>
        <source>Short of the fleet target of %1 req/s, and no GPU type compared can close the gap.</source>
        <translation>No se alcanza el objetivo de la flota de %1 req/s y ningún tipo de GPU comparado puede cerrar la diferencia.</translation>
    </message>
    <message>
        <source>Fleet</source>
        <translation>Flota</translation>
    </message>
    <message>
        <source>Replicas</source>
        <translation>Réplicas</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>kW</source>
        <translation>kW</translation>
    </message>
    <message>
        <source>kWh/day</source>
        <translation>kWh/día</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Coste</translation>
    </message>
    <message>
        <source>USD/day</source>
        <translation>USD/día</translation>
    </message>
    <message>
        <source>Peak</source>
        <translation>Pico</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>Presupuesto</translation>
    </message>
    <message>
        <source>at risk: ITL up to %1 ms</source>
        <translation>en riesgo: ITL hasta %1 ms</translation>
    </message>
    <message>
        <source>within, %1 kW left</source>
        <translation>dentro, quedan %1 kW</translation>
    </message>
    <message>
        <source>over by %1 kW (%2 %)</source>
        <translation>excede en %1 kW (%2 %)</translation>
    </message>
    <message>
        <source>Mean power and energy at the fleet target spread over the replicas (GPU boards, PUE not applied); the cost is electricity at the facility plus the hardware rate where one is set.</source>
        <translation>Potencia media y energía con el objetivo de la flota repartido entre las réplicas (tarjetas GPU, sin PUE); el coste es la electricidad de la instalación más la tarifa de hardware donde hay una.</translation>
    </message>
    <message>
        <source>Cap</source>
        <translation>Límite</translation>
    </message>
    <message>
        <source>% of limit</source>
        <translation>% del límite</translation>
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
        <translation>W/réplica</translation>
    </message>
    <message>
        <source>meets (at risk)</source>
        <translation>cumple (en riesgo)</translation>
    </message>
    <message>
        <source>meets</source>
        <translation>cumple</translation>
    </message>
    <message>
        <source>misses</source>
        <translation>no cumple</translation>
    </message>
    <message>
        <source>within</source>
        <translation>dentro</translation>
    </message>
    <message>
        <source>over by %1 kW</source>
        <translation>excede en %1 kW</translation>
    </message>
    <message>
        <source>%1 per replica at %2 req/s (its share of the uncapped fleet), the same load at every cap; the fleet re-sized for the target at each cap.</source>
        <translation>%1 por réplica a %2 req/s (su parte de la flota sin límite), la misma carga en cada límite; la flota se redimensiona para el objetivo en cada límite.</translation>
    </message>
    <message>
        <source>%1 per replica carries no fleet uncapped: only the fleet columns apply.</source>
        <translation>%1 por réplica no sostiene ninguna flota sin límite: solo valen las columnas de la flota.</translation>
    </message>
    <message>
        <source>The SLA breaks at a cap of %1 %.</source>
        <translation>El SLA se incumple con un límite del %1 %.</translation>
    </message>
    <message>
        <source>The SLA holds at every cap.</source>
        <translation>El SLA se cumple con todos los límites.</translation>
    </message>
    <message>
        <source>Owned GPU</source>
        <translation>GPU propia</translation>
    </message>
    <message>
        <source>Owned</source>
        <translation>Propias</translation>
    </message>
    <message>
        <source>In replicas</source>
        <translation>En réplicas</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>Capacidad</translation>
    </message>
    <message>
        <source>req/s</source>
        <translation>req/s</translation>
    </message>
    <message>
        <source>Each replica at most %1 % of its max rate under the SLA; the interval tests the ends of the ITL interval against the SLA.</source>
        <translation>Cada réplica como máximo al %1 % de su tasa máxima con el SLA; el intervalo prueba los extremos del intervalo de ITL contra el SLA.</translation>
    </message>
    <message>
        <source>Buy</source>
        <translation>Comprar</translation>
    </message>
    <message>
        <source>That type after</source>
        <translation>Ese tipo después</translation>
    </message>
    <message>
        <source>The fewest GPUs of each type that, with what is owned, carry the fleet target; %1 of %2 types shown. Cost: the bought GPUs&apos; hardware rate around the clock plus the whole fleet&apos;s electricity at the target.</source>
        <translation>Las menos GPU de cada tipo que, con lo que ya se tiene, cubren el objetivo de la flota; se muestran %1 de %2 tipos. Coste: la tarifa de hardware de las GPU compradas las 24 horas más la electricidad de toda la flota en el objetivo.</translation>
    </message>
    <message>
        <source>SLA: %1</source>
        <translation>SLA: %1</translation>
    </message>
    <message>
        <source>Tail ITL and TTFT</source>
        <translation>ITL de cola y TTFT</translation>
    </message>
    <message>
        <source>Idle power</source>
        <translation>Potencia en reposo</translation>
    </message>
    <message>
        <source>The per-token latencies (all but end-to-end per token) leave out a request&apos;s own prompt processing and wait: that is the time to first token (TTFT).</source>
        <translation>Las latencias por token (todas salvo la de extremo a extremo por token) excluyen el procesamiento del propio prompt de una solicitud y su espera: eso es el tiempo hasta el primer token (TTFT).</translation>
    </message>
    <message>
        <source>No GPU of this vendor backend was measured: efficiency and interval extrapolated</source>
        <translation>No se midió ninguna GPU de este backend del fabricante: eficiencia e intervalo extrapolados</translation>
    </message>
    <message>
        <source>p90 ITL</source>
        <translation>ITL p90</translation>
    </message>
    <message>
        <source>90th percentile of all gaps between streamed tokens of all requests (includes steps that carry other requests&apos; prompts)</source>
        <translation>Percentil 90 de todos los intervalos entre tokens transmitidos de todas las solicitudes (incluye pasos que llevan prompts de otras solicitudes)</translation>
    </message>
    <message>
        <source>p99 ITL</source>
        <translation>ITL p99</translation>
    </message>
    <message>
        <source>99th percentile of all gaps between streamed tokens of all requests (includes steps that carry other requests&apos; prompts)</source>
        <translation>Percentil 99 de todos los intervalos entre tokens transmitidos de todas las solicitudes (incluye pasos que llevan prompts de otras solicitudes)</translation>
    </message>
    <message>
        <source>For %1 at %2, no GPU meets the SLA of %3 ms ITL and %4 ms TTFT.</source>
        <translation>Para %1 con %2, ninguna GPU cumple el SLA de %3 ms de ITL y %4 ms de TTFT.</translation>
    </message>
    <message>
        <source>For %1 at %2, SLA %3 ms ITL and %4 ms TTFT: %5</source>
        <translation>Para %1 con %2, SLA de %3 ms de ITL y %4 ms de TTFT: %5</translation>
    </message>
    <message>
        <source>datacenter GPU with a model resident: 17-21 % of TDP (NVML: A100 SXM4 61-83 W of 400 W with a vLLM server loaded, H100 SXM5 ~120 W of 700 W)</source>
        <translation>GPU de centro de datos con un modelo cargado: 17–21 % del TDP (NVML: A100 SXM4 61–83 W de 400 W con un servidor vLLM cargado, H100 SXM5 ~120 W de 700 W)</translation>
    </message>
    <message>
        <source>workstation or consumer GPU: 6-9 % of board power at idle (NVML: RTX 6000 Ada ~27 W of 300 W, RTX 3090 ~20 W of 350 W)</source>
        <translation>GPU de estación de trabajo o de consumo: 6–9 % de la potencia de la placa en reposo (NVML: RTX 6000 Ada ~27 W de 300 W, RTX 3090 ~20 W de 350 W)</translation>
    </message>
    <message>
        <source>set by the user</source>
        <translation>fijada por el usuario</translation>
    </message>
    <message>
        <source>TTFT</source>
        <extracomment>column header: time to first token</extracomment>
        <translation>TTFT</translation>
    </message>
    <message>
        <source>TTFT at most %1 ms</source>
        <extracomment>the SLA&apos;s limit on the time to first token</extracomment>
        <translation>TTFT como máximo %1 ms</translation>
    </message>
    <message>
        <source>no TTFT limit</source>
        <extracomment>the SLA has an ITL limit only</extracomment>
        <translation>sin límite de TTFT</translation>
    </message>
    <message>
        <source>%1 at most %2 ms</source>
        <translation>%1 como máximo %2 ms</translation>
    </message>
    <message>
        <source>p90 / p99 ITL: 90th / 99th percentile of all gaps between streamed tokens of all requests (includes steps that carry other requests&apos; prompts).</source>
        <translation>ITL p90 / p99: percentil 90 / 99 de todos los intervalos entre tokens transmitidos de todas las solicitudes (incluye pasos que llevan prompts de otras solicitudes).</translation>
    </message>
    <message>
        <source>TTFT: the request&apos;s own prefill plus its queueing at %1 requests/s per replica (Poisson arrivals) and its wait to join the running batch.</source>
        <translation>TTFT: el prefill de la propia solicitud más su espera en cola a %1 solicitudes/s por réplica (llegadas de Poisson) y hasta unirse al lote en curso.</translation>
    </message>
    <message>
        <source>TTFT: the request&apos;s own prefill plus its wait to join the running batch of %1 concurrent requests (a closed loop), a wait for a KV-cache slot included.</source>
        <translation>TTFT: el prefill de la propia solicitud más su espera hasta unirse al lote en curso de %1 solicitudes concurrentes (bucle cerrado), incluida la espera de un hueco en la caché KV.</translation>
    </message>
    <message>
        <source>FP8 KV cache</source>
        <extracomment>the KV cache&apos;s precision, after the workload: one byte per element</extracomment>
        <translation>caché KV en FP8</translation>
    </message>
    <message>
        <source>16-bit KV cache (auto)</source>
        <extracomment>the KV cache&apos;s precision, after the workload: the serving engine&apos;s default, 16 bits per element</extracomment>
        <translation>caché KV de 16 bits (auto)</translation>
    </message>
    <message>
        <source>%1: %2 W per replica while no request is in service.</source>
        <translation>%1: %2 W por réplica mientras no se atiende ninguna solicitud.</translation>
    </message>
    <message>
        <source>%1: %2 W (%3 W) per replica while no request is in service.</source>
        <translation>%1: %2 W (%3 W) por réplica mientras no se atiende ninguna solicitud.</translation>
    </message>
    <message>
        <source>At low request rates most of the energy per token is idle power, and its range is carried into the power and energy intervals.</source>
        <translation>A tasas de solicitudes bajas, la mayor parte de la energía por token es potencia en reposo, y su rango se traslada a los intervalos de potencia y energía.</translation>
    </message>
    <message>
        <source>Basis: %1.</source>
        <extracomment>the public readings an idle power figure rests on, one per GPU class</extracomment>
        <translation>Base: %1.</translation>
    </message>
    <message>
        <source>p90 / p99 ITL: 90th / 99th percentile of all gaps between streamed tokens. TTFT: time to first token, waiting to be admitted (and, under a request rate, queueing) included.</source>
        <translation>ITL p90 / p99: percentil 90 / 99 de todos los intervalos entre tokens transmitidos. TTFT: tiempo hasta el primer token, incluida la espera para ser admitida (y, con una tasa de solicitudes, la cola).</translation>
    </message>
    <message>
        <source>Misses ITL and TTFT SLA</source>
        <translation>No cumple ITL ni TTFT</translation>
    </message>
    <message>
        <source>Misses TTFT SLA</source>
        <translation>No cumple el TTFT</translation>
    </message>
    <message>
        <source>Misses ITL SLA</source>
        <translation>No cumple el ITL</translation>
    </message>
    <message>
        <source>Best, ITL at risk, TTFT at risk</source>
        <translation>Mejor, ITL en riesgo, TTFT en riesgo</translation>
    </message>
    <message>
        <source>Best, TTFT at risk</source>
        <translation>Mejor, TTFT en riesgo</translation>
    </message>
    <message>
        <source>Best, ITL at risk</source>
        <translation>Mejor, ITL en riesgo</translation>
    </message>
    <message>
        <source>Meets SLA, ITL at risk, TTFT at risk</source>
        <translation>Cumple el SLA, ITL en riesgo, TTFT en riesgo</translation>
    </message>
    <message>
        <source>Meets SLA, TTFT at risk</source>
        <translation>Cumple el SLA, TTFT en riesgo</translation>
    </message>
    <message>
        <source>Meets SLA, ITL at risk</source>
        <translation>Cumple el SLA, ITL en riesgo</translation>
    </message>
    <message>
        <source>ITL up to %1 ms &gt; SLA %2 ms</source>
        <translation>ITL hasta %1 ms &gt; SLA %2 ms</translation>
    </message>
    <message>
        <source>TTFT up to %1 ms &gt; SLA %2 ms</source>
        <extracomment>why a deployment lost: its time to first token is above the SLA&apos;s TTFT limit</extracomment>
        <translation>TTFT hasta %1 ms &gt; SLA %2 ms</translation>
    </message>
    <message>
        <source>TTFT %1 ms &gt; SLA %2 ms</source>
        <translation>TTFT %1 ms &gt; SLA %2 ms</translation>
    </message>
    <message>
        <source>the ITL interval reaches %1 ms, above the %2 ms limit</source>
        <translation>el intervalo de ITL llega a %1 ms, por encima del límite de %2 ms</translation>
    </message>
    <message>
        <source>the TTFT interval reaches %1 ms, above the %2 ms limit</source>
        <translation>el intervalo de TTFT llega a %1 ms, por encima del límite de %2 ms</translation>
    </message>
    <message>
        <source>at risk: %1</source>
        <extracomment>a winner at risk: &quot;at risk: &lt;the interval(s) that reach above their limit&gt;&quot;</extracomment>
        <translation>en riesgo: %1</translation>
    </message>
    <message>
        <source>%1; TTFT %2 ms</source>
        <extracomment>a proven fix and the time to first token it reaches: &quot;&lt;fix&gt;; TTFT &lt;ms&gt; ms&quot;</extracomment>
        <translation>%1; TTFT %2 ms</translation>
    </message>
    <message>
        <source>At risk: meets the SLA at the prediction, but the interval of a limit it names (ITL or TTFT) reaches above that limit.</source>
        <translation>En riesgo: cumple el SLA en la predicción, pero el intervalo de uno de sus límites (ITL o TTFT) llega por encima de ese límite.</translation>
    </message>
    <message>
        <source>Engine version not given: predicted across its measured releases, with a wider interval</source>
        <translation>Versión del motor no indicada: predicha sobre sus versiones medidas, con un intervalo más amplio</translation>
    </message>
    <message>
        <source>%1 % of prompt tokens from the prefix cache</source>
        <extracomment>after the workload: &quot;50 % of prompt tokens from the prefix cache&quot; (cached tokens cost no prefill)</extracomment>
        <translation>%1 % de los tokens del prompt desde la caché de prefijos</translation>
    </message>
    <message>
        <source>%1.</source>
        <extracomment>a rank in the GPU table: &quot;2.&quot; before &quot;2 × H100 NVL&quot;</extracomment>
        <translation>%1.</translation>
    </message>
    <message>
        <source>Fleet for %1 req/s: %2 replicas of %3 (%4 GPUs) — no fleet fits the %5 kW power budget; this one, of the smallest peak, exceeds it by %6 kW.</source>
        <extracomment>page 1 with a fleet target and no fleet within the power budget</extracomment>
        <translation>Flota para %1 req/s: %2 réplicas de %3 (%4 GPU) — ninguna flota cabe en el presupuesto de potencia de %5 kW; esta, la de menor pico, lo supera en %6 kW.</translation>
    </message>
    <message>
        <source>Fleet for %1 req/s: %2 replicas of %3 (%4 GPUs, %5 kWh/day), the lowest-energy fleet within the %6 kW power budget.</source>
        <extracomment>page 1 with a fleet target and a power budget</extracomment>
        <translation>Flota para %1 req/s: %2 réplicas de %3 (%4 GPU, %5 kWh/día), la flota de menor energía dentro del presupuesto de potencia de %6 kW.</translation>
    </message>
    <message>
        <source>Fleet for %1 req/s: %2 replicas of %3 (%4 GPUs, %5 kWh/day), the lowest-energy fleet.</source>
        <extracomment>page 1 with a fleet target</extracomment>
        <translation>Flota para %1 req/s: %2 réplicas de %3 (%4 GPU, %5 kWh/día), la flota de menor energía.</translation>
    </message>
    <message>
        <source>Each replica is %1; the ranking below is for one replica at the plan&apos;s rate per replica.</source>
        <extracomment>after the fleet: the per-replica ranking that follows it on page 1 is a different question</extracomment>
        <translation>Cada réplica es %1; la clasificación de abajo es para una réplica a la tasa por réplica del plan.</translation>
    </message>
    <message>
        <source>None of these purchases is within the power budget: the fleet each builds needs a higher peak than it allows.</source>
        <extracomment>purchases with a power budget that none of them fits</extracomment>
        <translation>Ninguna de estas compras cabe en el presupuesto de potencia: la flota que forma cada una necesita un pico mayor del que permite.</translation>
    </message>
    <message>
        <source>The purchases named are within the power budget (the fleet&apos;s GPUs in replicas at their power limit).</source>
        <translation>Las compras nombradas caben en el presupuesto de potencia (las GPU de la flota en réplicas a su límite de potencia).</translation>
    </message>
    <message>
        <source>Fleets for the target</source>
        <translation>Flotas para el objetivo</translation>
    </message>
    <message>
        <source>Power cap for %1 per replica</source>
        <extracomment>heading of the power-cap table: &quot;Power cap for &lt;deployment&gt; per replica&quot;</extracomment>
        <translation>Límite de potencia para %1 por réplica</translation>
    </message>
    <message>
        <source>Owned GPUs</source>
        <translation>GPU propias</translation>
    </message>
    <message>
        <source>GPUs to buy</source>
        <translation>GPU a comprar</translation>
    </message>
    <message>
        <source>out of distribution: an extrapolation</source>
        <extracomment>a purchase of a custom GPU (or one predicted outside the training data)</extracomment>
        <translation>fuera de distribución: una extrapolación</translation>
    </message>
    <message>
        <source>interval&apos;s low end short of the target</source>
        <extracomment>the purchase&apos;s capacity interval starts below the fleet target</extracomment>
        <translation>el extremo inferior del intervalo no alcanza el objetivo</translation>
    </message>
    <message>
        <source>They reach the fleet target&apos;s rate of %1 req/s but miss the SLA there. To buy: cheapest %2; lowest energy %3; fewest GPUs %4.</source>
        <translation>Alcanzan la tasa objetivo de la flota de %1 req/s pero no cumplen el SLA ahí. A comprar: más barata %2; menor energía %3; menos GPU %4.</translation>
    </message>
    <message>
        <source>Announced GPU: the vendor&apos;s preliminary figures, never measured</source>
        <translation>GPU anunciada: cifras preliminares del fabricante, nunca medida</translation>
    </message>
    <message>
        <source>Speculative decoding never measured: its gain comes from the step physics</source>
        <translation>Decodificación especulativa nunca medida: su ganancia viene de la física del paso</translation>
    </message>
    <message>
        <source>Replica over several nodes: the link between nodes carries its collectives</source>
        <translation>Réplica en varios nodos: el enlace entre nodos lleva sus operaciones colectivas</translation>
    </message>
    <message>
        <source>Disaggregated prefill and decode never measured: each pool from aggregated runs, plus the KV transfer</source>
        <translation>Prefill y decode separados nunca medidos: cada grupo a partir de ejecuciones agregadas, más la transferencia KV</translation>
    </message>
    <message>
        <source>Disaggregated prefill/decode: the prefill and decode pools are sized for the fleet target, %1 req/s for the whole service.</source>
        <translation>Prefill/decode desagregado: los grupos de prefill y de decode se dimensionan para el objetivo de la flota, %1 req/s para todo el servicio.</translation>
    </message>
    <message>
        <source>Disaggregated prefill/decode: the prefill and decode pools are sized for %1 req/s for the whole service (the plan&apos;s rate, as no fleet target is set).</source>
        <translation>Prefill/decode desagregado: los grupos de prefill y de decode se dimensionan para %1 req/s para todo el servicio (la tasa del plan, pues no hay objetivo de flota).</translation>
    </message>
    <message>
        <source>The planner recommends disaggregated serving: %1 at %2 J/token uses %3&#xa0;% less energy per token than the best aggregated fleet, %4 at %5 J/token.</source>
        <translation>El planificador recomienda el servicio desagregado: %1 con %2 J/token usa un %3&#xa0;% menos de energía por token que la mejor flota agregada, %4 con %5 J/token.</translation>
    </message>
    <message>
        <source>The planner recommends aggregated serving: %1 at %2 J/token uses %3&#xa0;% less energy per token than the best disaggregated plan, %4 at %5 J/token.</source>
        <translation>El planificador recomienda el servicio agregado: %1 con %2 J/token usa un %3&#xa0;% menos de energía por token que el mejor plan desagregado, %4 con %5 J/token.</translation>
    </message>
    <message>
        <source>The planner recommends disaggregated serving: %1 at %2 J/token; no aggregated fleet meets the SLA at this rate.</source>
        <translation>El planificador recomienda el servicio desagregado: %1 con %2 J/token; ninguna flota agregada cumple el SLA a esta tasa.</translation>
    </message>
    <message>
        <source>The planner recommends aggregated serving: %1 at %2 J/token; no disaggregated plan meets the SLA at this rate.</source>
        <translation>El planificador recomienda el servicio agregado: %1 con %2 J/token; ningún plan desagregado cumple el SLA a esta tasa.</translation>
    </message>
    <message>
        <source>Neither aggregated nor disaggregated serving meets the SLA at this rate.</source>
        <translation>Ni el servicio agregado ni el desagregado cumplen el SLA a esta tasa.</translation>
    </message>
    <message>
        <source>Disaggregated plans are never measured: each pool is predicted from aggregated runs, plus the KV transfer between the pools, so every one is out of distribution.</source>
        <translation>Los planes desagregados nunca se han medido: cada grupo se predice a partir de ejecuciones agregadas, más la transferencia de KV entre los grupos, así que todos están fuera de distribución.</translation>
    </message>
    <message>
        <source>Disaggregated prefill/decode against aggregated serving at %1 req/s</source>
        <extracomment>heading of the disaggregation table; the rate is the whole service&apos;s</extracomment>
        <translation>Prefill/decode desagregado frente a servicio agregado a %1 req/s</translation>
    </message>
    <message>
        <source>KV transfer</source>
        <translation>Transferencia KV</translation>
    </message>
    <message>
        <source>Prefill pool</source>
        <translation>Grupo de prefill</translation>
    </message>
    <message>
        <source>Decode pool</source>
        <translation>Grupo de decode</translation>
    </message>
    <message>
        <source>aggregated: %1</source>
        <extracomment>the aggregated fleet&apos;s row beside the disaggregated plans: &quot;aggregated: 2 × (8 × B200)&quot;</extracomment>
        <translation>agregado: %1</translation>
    </message>
    <message>
        <source>up to %1</source>
        <extracomment>the upper end of an interval whose lower end the aggregated fleet does not have</extracomment>
        <translation>hasta %1</translation>
    </message>
    <message>
        <source>TTFT: the prefill pool&apos;s queue wait and prefill plus the KV transfer to the decode pool; %1: the decode pool&apos;s gaps at the concurrency the rate gives it; mean power of each pool and of both (GPU boards, PUE not applied). The highlighted row is the one the planner recommends.</source>
        <translation>TTFT: la espera en cola y el prefill del grupo de prefill más la transferencia de KV al grupo de decode; %1: los intervalos del grupo de decode con la concurrencia que le da la tasa; potencia media de cada grupo y de ambos (placas GPU, sin PUE). La fila resaltada es la que recomienda el planificador.</translation>
    </message>
    <message>
        <source>The last row is the lowest-energy aggregated fleet that meets the SLA at the same rate; its TTFT and ITL carry the upper ends of their intervals.</source>
        <translation>La última fila es la flota agregada de menor energía que cumple el SLA a la misma tasa; su TTFT e ITL llevan los extremos superiores de sus intervalos.</translation>
    </message>
    <message>
        <source>No GPU keeps up with this rate per replica: every one that fits is overloaded.</source>
        <translation>Ninguna GPU sostiene esta tasa por réplica: todas las que caben están sobrecargadas.</translation>
    </message>
</context>
<context>
    <name>Screenshot</name>
    <message>
        <source>--sla-itl-ms must be a positive number of milliseconds</source>
        <translation>--sla-itl-ms debe ser un número positivo de milisegundos</translation>
    </message>
    <message>
        <source>unknown chart “%1”; use one of: %2</source>
        <translation>gráfico desconocido “%1”; use uno de: %2</translation>
    </message>
    <message>
        <source>unknown model “%1”</source>
        <translation>modelo desconocido “%1”</translation>
    </message>
    <message>
        <source>the computation did not finish in time</source>
        <translation>el cálculo no terminó a tiempo</translation>
    </message>
    <message>
        <source>could not render the window</source>
        <translation>no se pudo renderizar la ventana</translation>
    </message>
    <message>
        <source>could not write “%1”: %2</source>
        <translation>no se pudo escribir “%1”: %2</translation>
    </message>
    <message>
        <source>the window cannot be %1 × %2 pixels; its minimum size is %3 × %4</source>
        <translation>la ventana no puede medir %1 × %2 píxeles; su tamaño mínimo es %3 × %4</translation>
    </message>
</context>
<context>
    <name>UiLanguage</name>
    <message>
        <source>There is no “%1” translation; the languages are: %2.</source>
        <translation>No hay traducción “%1”; los idiomas son: %2.</translation>
    </message>
    <message>
        <source>The translation file wattgpu_%1.qm was not found in %2.</source>
        <translation>No se encontró el archivo de traducción wattgpu_%1.qm en %2.</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Choose the GPU to serve an LLM on: predicted power and latency on every GPU.</source>
        <translation>Elija la GPU en la que servir un LLM: potencia y latencia predichas en cada GPU.</translation>
    </message>
    <message>
        <source>Render the window to a PNG file and exit.</source>
        <translation>Renderiza la ventana en un archivo PNG y sale.</translation>
    </message>
    <message>
        <source>Hugging Face model id.</source>
        <translation>ID del modelo en Hugging Face.</translation>
    </message>
    <message>
        <source>Inter-token latency SLA in milliseconds.</source>
        <translation>SLA de latencia entre tokens en milisegundos.</translation>
    </message>
    <message>
        <source>Chart to show: power-itl, objective, load-sweep or sla-sweep.</source>
        <translation>Gráfico que mostrar: power-itl, objective, load-sweep o sla-sweep.</translation>
    </message>
    <message>
        <source>Window size for --screenshot, e.g. 1600x1000.</source>
        <translation>Tamaño de la ventana para --screenshot, p. ej. 1600x1000.</translation>
    </message>
    <message>
        <source>light or dark.</source>
        <translation>light (claro) o dark (oscuro).</translation>
    </message>
    <message>
        <source>Start in presentation mode.</source>
        <translation>Inicia en modo presentación.</translation>
    </message>
    <message>
        <source>User-interface language: %1 (default: the system&apos;s, or the one chosen in View → Language).</source>
        <translation>Idioma de la interfaz: %1 (predeterminado: el del sistema, o el elegido en Ver → Idioma).</translation>
    </message>
    <message>
        <source>A .wattgpu plan to open.</source>
        <translation>Un plan .wattgpu para abrir.</translation>
    </message>
    <message>
        <source>Could not load the bundled data: %1</source>
        <translation>No se pudieron cargar los datos incluidos: %1</translation>
    </message>
    <message>
        <source>WattGPU Planner</source>
        <translation>WattGPU Planner</translation>
    </message>
    <message>
        <source>--sla-itl-ms expects a number of milliseconds</source>
        <translation>--sla-itl-ms espera un número de milisegundos</translation>
    </message>
    <message>
        <source>--size expects WxH, e.g. 1600x1000</source>
        <translation>--size espera AnxAl, p. ej. 1600x1000</translation>
    </message>
</context>
<context>
    <name>wattgpu::net::HubCatalogRefresh</name>
    <message>
        <source>Cancelled.</source>
        <translation>Cancelado.</translation>
    </message>
    <message>
        <source>The bundled catalog is unchanged.</source>
        <translation>El catálogo incluido no ha cambiado.</translation>
    </message>
    <message>
        <source>The model list is malformed (%1). The bundled catalog is unchanged.</source>
        <translation>La lista de modelos está mal formada (%1). El catálogo incluido no ha cambiado.</translation>
    </message>
    <message>
        <source>The models fetched so far are kept.</source>
        <translation>Se conservan los modelos descargados hasta ahora.</translation>
    </message>
    <message>
        <source>The config.json of %1 cannot be used: %2</source>
        <translation>El config.json de %1 no se puede usar: %2</translation>
    </message>
</context>
<context>
    <name>wattgpu::net::HubClient</name>
    <message>
        <source>the model list</source>
        <translation>la lista de modelos</translation>
    </message>
    <message>
        <source>expected a JSON array of models</source>
        <translation>se esperaba un array JSON de modelos</translation>
    </message>
    <message>
        <source>HF_ENDPOINT holds a space, line break or control character; nothing was sent. Set it to the URL alone, e.g. https://huggingface.co.</source>
        <translation>HF_ENDPOINT contiene un espacio, un salto de línea o un carácter de control; no se envió nada. Indique solo la URL, p. ej. https://huggingface.co.</translation>
    </message>
    <message>
        <source>HF_ENDPOINT is not the http(s) URL of a server; nothing was sent. Set it to e.g. https://huggingface.co.</source>
        <translation>HF_ENDPOINT no es la URL http(s) de un servidor; no se envió nada. Indique p. ej. https://huggingface.co.</translation>
    </message>
    <message>
        <source>HF_TOKEN holds a space, line break or control character (a token has none); it was not sent. Set it to the token alone.</source>
        <translation>HF_TOKEN contiene un espacio, un salto de línea o un carácter de control (un token no tiene ninguno); no se envió. Indique solo el token.</translation>
    </message>
</context>
<context>
    <name>wattgpu::net::HubModelFetch</name>
    <message>
        <source>Cancelled.</source>
        <translation>Cancelado.</translation>
    </message>
    <message>
        <source>The config.json of %1 cannot be used: %2</source>
        <translation>El config.json de %1 no se puede usar: %2</translation>
    </message>
    <message>
        <source>Using the bundled catalog entry for %1.</source>
        <translation>Se usa la entrada del catálogo incluido para %1.</translation>
    </message>
</context>
<context>
    <name>wattgpu::net::HubReply</name>
    <message>
        <source>Cancelled.</source>
        <translation>Cancelado.</translation>
    </message>
    <message>
        <source>“%1” is not a Hugging Face model id (expected organisation/name).</source>
        <translation>“%1” no es un ID de modelo de Hugging Face (se esperaba organización/nombre).</translation>
    </message>
    <message>
        <source>Offline</source>
        <translation>Sin conexión</translation>
    </message>
    <message>
        <source>Offline, and %1 is not in the cache.</source>
        <translation>Sin conexión, y %1 no está en la caché.</translation>
    </message>
    <message>
        <source>%1; using the copy of %2 cached on %3.</source>
        <translation>%1; se usa la copia de %2 guardada en caché el %3.</translation>
    </message>
    <message>
        <source>The response for %1 is larger than the %2 limit; the download was stopped.</source>
        <translation>La respuesta para %1 supera el límite de %2; se detuvo la descarga.</translation>
    </message>
    <message>
        <source>No answer from %1 within %2 s</source>
        <translation>Sin respuesta de %1 en %2 s</translation>
    </message>
    <message>
        <source>Cannot reach %1 (%2)</source>
        <translation>No se puede acceder a %1 (%2)</translation>
    </message>
    <message>
        <source>, and %1 is not in the cache.</source>
        <translation>, y %1 no está en la caché.</translation>
    </message>
    <message>
        <source>%1 answered 304 Not Modified for %2 but the cached copy is gone; try again.</source>
        <translation>%1 respondió 304 Not Modified para %2, pero la copia en caché ya no existe; inténtelo de nuevo.</translation>
    </message>
    <message>
        <source>Refused a redirect for %1 from %2 to %3: it changes the scheme.</source>
        <translation>Se rechazó una redirección para %1 de %2 a %3: cambia el esquema.</translation>
    </message>
    <message>
        <source>an invalid URL</source>
        <translation>una URL no válida</translation>
    </message>
    <message>
        <source>Too many redirects for %1.</source>
        <translation>Demasiadas redirecciones para %1.</translation>
    </message>
    <message>
        <source>%1 sent malformed JSON for %2.</source>
        <translation>%1 envió JSON mal formado para %2.</translation>
    </message>
    <message>
        <source>The Hugging Face token was not accepted for %1 (401): check HF_TOKEN, and request access on the model page if it is gated.</source>
        <translation>El token de Hugging Face no fue aceptado para %1 (401): compruebe HF_TOKEN y solicite acceso en la página del modelo si es restringido.</translation>
    </message>
    <message>
        <source>%1 is gated or private (401): request access on the model page, then set HF_TOKEN.</source>
        <translation>%1 es restringido o privado (401): solicite acceso en la página del modelo y defina HF_TOKEN.</translation>
    </message>
    <message>
        <source>Access to %1 is not granted (403): request access on the model page, then set HF_TOKEN.</source>
        <translation>No se ha concedido acceso a %1 (403): solicítelo en la página del modelo y defina HF_TOKEN.</translation>
    </message>
    <message>
        <source>%1 was not found on %2 (404): check the model id.</source>
        <translation>%1 no se encontró en %2 (404): compruebe el ID del modelo.</translation>
    </message>
    <message>
        <source>The Hub is rate-limiting requests (429); retry %1 in %2 s.</source>
        <translation>El Hub está limitando las solicitudes (429); reintente %1 dentro de %2 s.</translation>
    </message>
    <message>
        <source>The Hub is rate-limiting requests (429); retry %1 later.</source>
        <translation>El Hub está limitando las solicitudes (429); reintente %1 más tarde.</translation>
    </message>
    <message>
        <source>%1 answered HTTP %2 for %3</source>
        <translation>%1 respondió HTTP %2 para %3</translation>
    </message>
    <message>
        <source>No complete answer from %1 within the %2 s deadline</source>
        <translation>Sin respuesta completa de %1 dentro del plazo de %2 s</translation>
    </message>
    <message>
        <source>%1 sent an invalid Content-Length for %2; the download was stopped.</source>
        <translation>%1 envió un Content-Length no válido para %2; se detuvo la descarga.</translation>
    </message>
</context>
<context>
    <name>wattgpu::ui::CapacityView</name>
    <message>
        <source>Planning the fleets for %1…</source>
        <translation>Planificando las flotas para %1…</translation>
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
        <translation>ninguna GPU incluida cumple el SLA a ninguna tasa.</translation>
    </message>
    <message>
        <source>lowest energy: %1;</source>
        <translation>menor energía: %1;</translation>
    </message>
    <message>
        <source>cheapest: %1;</source>
        <translation>la más barata: %1;</translation>
    </message>
    <message>
        <source>fewest GPUs: %1.</source>
        <translation>menos GPU: %1.</translation>
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
        <translation>GPU/réplica</translation>
    </message>
    <message>
        <source>Max req/s per replica</source>
        <translation>Máx. req/s por réplica</translation>
    </message>
    <message>
        <source>Replicas</source>
        <translation>Réplicas</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Fleet power (W)</source>
        <translation>Potencia de la flota (W)</translation>
    </message>
    <message>
        <source>kWh/day</source>
        <translation>kWh/día</translation>
    </message>
    <message>
        <source>USD/day</source>
        <translation>USD/día</translation>
    </message>
    <message>
        <source>kg CO₂/day</source>
        <translation>kg CO₂/día</translation>
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
        <translation>Por qué no</translation>
    </message>
    <message>
        <source>Electricity (board energy × PUE × price) plus, when a hardware cost is set, the provisioned GPUs around the clock</source>
        <translation>Electricidad (energía de la placa × PUE × precio) más, si hay coste de hardware, las GPU aprovisionadas las 24 horas</translation>
    </message>
    <message>
        <source>GPU board energy per day, kWh (PUE not applied)</source>
        <translation>Energía de las placas GPU por día, kWh (sin PUE)</translation>
    </message>
    <message>
        <source>Each replica takes at most its max sustainable rate under the SLA; the target rate is spread evenly over the replicas. Mean power includes idle time between requests (idle power with a model resident: 17-21 % of TDP on datacenter GPUs, 6-9 % on workstation and consumer cards). Costs use Plan → Cost and carbon assumptions.</source>
        <translation>Cada réplica recibe como máximo la mayor tasa que soporta dentro del SLA; la tasa objetivo se reparte por igual entre las réplicas. La potencia media incluye el tiempo inactivo entre solicitudes (potencia en reposo con el modelo cargado: 17–21 % del TDP en GPU de centro de datos, 6–9 % en tarjetas de estación de trabajo y de consumo). Los costes usan Plan → Supuestos de coste y carbono.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (GPUs: %2, replicas: %3, %4, %5/day, %6/day)</source>
        <extracomment>capacity summary: GPU name, GPUs, replicas, fleet power, energy per day, cost per day</extracomment>
        <translation>&lt;b&gt;%1&lt;/b&gt; (GPU: %2, réplicas: %3, %4, %5/día, %6/día)</translation>
    </message>
    <message>
        <source>%1 (at risk)</source>
        <extracomment>capacity row whose ITL (or TTFT) interval at its share of the rate reaches above the SLA</extracomment>
        <translation>%1 (en riesgo)</translation>
    </message>
    <message>
        <source>Capacity planning needs a request rate: switch the scenario to &lt;b&gt;Server&lt;/b&gt; in the workload bar and set the fleet target in req/s.</source>
        <translation>La planificación de capacidad necesita una tasa de solicitudes: cambie el escenario a &lt;b&gt;Servidor&lt;/b&gt; en la barra de carga y fije el objetivo de la flota en req/s.</translation>
    </message>
    <message>
        <source>Capacity sizes a fleet for the whole fleet&apos;s target rate: set &lt;b&gt;fleet&lt;/b&gt; beside the rate per replica in the workload bar (req/s for all replicas together).</source>
        <translation>La capacidad dimensiona una flota para la tasa objetivo de toda la flota: fije &lt;b&gt;flota entera&lt;/b&gt; junto a la tasa por réplica en la barra de carga (req/s para todas las réplicas juntas).</translation>
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
        <translation>pico × PUE %1</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>none owned</source>
        <extracomment>no owned GPUs in the plan</extracomment>
        <translation>ninguna propia</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Owned GPUs (%1)…</source>
        <extracomment>the owned-GPUs button: how many GPUs the plan owns</extracomment>
        <translation>GPU propias (%1)…</translation>
    </message>
    <message>
        <source>Owned GPUs…</source>
        <translation>GPU propias…</translation>
    </message>
    <message>
        <source>The GPUs you already own (%1): what they serve under the SLA and what to buy to reach the fleet target</source>
        <translation>Las GPU que ya posee (%1): lo que atienden dentro del SLA y qué comprar para alcanzar el objetivo de la flota</translation>
    </message>
    <message>
        <source>%1 at the wall (PUE %2)</source>
        <extracomment>the power budget in the capacity summary: &quot;40 kW at the wall (PUE 1.2)&quot; / &quot;30,000 W of GPU boards&quot;</extracomment>
        <translation>%1 en la toma (PUE %2)</translation>
    </message>
    <message>
        <source>%1 of GPU boards</source>
        <translation>%1 de las placas GPU</translation>
    </message>
    <message>
        <source>Power budget %1: best within it (lowest energy) &lt;b&gt;%2&lt;/b&gt;, %3 GPUs, peak %4, headroom %5.</source>
        <extracomment>power budget: the best fleet within it (lowest energy), its peak and the headroom left</extracomment>
        <translation>Presupuesto de potencia %1: la mejor dentro de él (menor energía) &lt;b&gt;%2&lt;/b&gt;, %3 GPU, pico %4, margen %5.</translation>
    </message>
    <message>
        <source>Power budget %1: &lt;b&gt;no fleet fits&lt;/b&gt;. The smallest peak, %2 (%3 GPUs) at %4, is over by &lt;b&gt;%5&lt;/b&gt; (%6 %).</source>
        <extracomment>power budget: no fleet fits; the fleet with the smallest peak and by how much it is over</extracomment>
        <translation>Presupuesto de potencia %1: &lt;b&gt;ninguna flota cabe&lt;/b&gt;. El menor pico, %2 (%3 GPU) con %4, lo supera en &lt;b&gt;%5&lt;/b&gt; (%6 %).</translation>
    </message>
    <message>
        <source>Power budget %1: no fleet meets the SLA, so none fits it.</source>
        <translation>Presupuesto de potencia %1: ninguna flota cumple el SLA, así que ninguna cabe en él.</translation>
    </message>
    <message>
        <source>Peak at wall (kW)</source>
        <translation>Pico en la toma (kW)</translation>
    </message>
    <message>
        <source>Peak GPUs (kW)</source>
        <translation>Pico GPU (kW)</translation>
    </message>
    <message>
        <source>best: %1 headroom</source>
        <extracomment>a fleet&apos;s peak against the power budget: the best fleet within it and the headroom left</extracomment>
        <translation>mejor: %1 de margen</translation>
    </message>
    <message>
        <source>within: %1 headroom</source>
        <translation>dentro: %1 de margen</translation>
    </message>
    <message>
        <source>over by %1 (%2 %)</source>
        <extracomment>a fleet&apos;s peak over the power budget: by how much, kW and percent of the budget</extracomment>
        <translation>lo supera en %1 (%2 %)</translation>
    </message>
    <message>
        <source>Peak %1 (GPUs × %2 each), mean %3</source>
        <translation>Pico %1 (GPU × %2 cada una), media %3</translation>
    </message>
    <message>
        <source>A peak power limit the fleets are held against: facility power at the wall (each fleet&apos;s GPUs × power limit × the plan&apos;s PUE) or the GPU boards&apos; power (GPUs × power limit)</source>
        <translation>Un límite de potencia pico con el que se comparan las flotas: potencia de la instalación en la toma (GPU de cada flota × límite de potencia × PUE del plan) o la potencia de las placas GPU (GPU × límite de potencia)</translation>
    </message>
    <message>
        <source>Fleets</source>
        <translation>Flotas</translation>
    </message>
    <message>
        <source>Owned GPUs</source>
        <translation>GPU propias</translation>
    </message>
    <message>
        <source>Purchases</source>
        <translation>Compras</translation>
    </message>
    <message>
        <source>Peak (kW)</source>
        <translation>Pico (kW)</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>Presupuesto</translation>
    </message>
    <message>
        <source>The fleet&apos;s predicted mean GPU power at the target, W</source>
        <translation>La potencia media de GPU prevista de la flota en el objetivo, W</translation>
    </message>
    <message>
        <source>%1 × (%2)</source>
        <extracomment>replicas of one size in an owned split: &quot;4 × (4 × A100 SXM4 80GB)&quot;</extracomment>
        <translation>%1 × (%2)</translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>an owned GPU type split into no replica</extracomment>
        <translation>ninguna</translation>
    </message>
    <message>
        <source>Power budget</source>
        <translation>Presupuesto de potencia</translation>
    </message>
    <message>
        <source>No power budget</source>
        <extracomment>power budget choices: none, facility power at the wall (kW), power of the GPU boards (W)</extracomment>
        <translation>Sin presupuesto de potencia</translation>
    </message>
    <message>
        <source>Budget at the wall</source>
        <translation>Presupuesto en la toma</translation>
    </message>
    <message>
        <source>Budget of GPU boards</source>
        <translation>Presupuesto de placas GPU</translation>
    </message>
    <message>
        <source>Power cap</source>
        <translation>Límite de potencia</translation>
    </message>
    <message>
        <source>Fleets for &lt;b&gt;%1&lt;/b&gt; under an SLA of &lt;b&gt;%2&lt;/b&gt;:</source>
        <extracomment>capacity summary: the fleet target and the SLA by its limits (&quot;50 ms ITL and 500 ms TTFT&quot;)</extracomment>
        <translation>Flotas para &lt;b&gt;%1&lt;/b&gt; con un SLA de &lt;b&gt;%2&lt;/b&gt;:</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>capacity row at risk: &quot;&lt;GPU id&gt;: &lt;which interval reaches above which limit&gt;&quot;</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>each GPU&apos;s power cap (%1, clamped to its TDP)</source>
        <extracomment>the per-GPU power limit a budget&apos;s peak is computed with, when a cap is set</extracomment>
        <translation>el límite de potencia de cada GPU (%1, acotado a su TDP)</translation>
    </message>
    <message>
        <source>each GPU&apos;s power limit (TDP)</source>
        <translation>el límite de potencia de cada GPU (TDP)</translation>
    </message>
    <message>
        <source>Budget: held against the provisioned peak: GPUs × %1, at the wall × PUE %2</source>
        <translation>Presupuesto: comparado con el pico aprovisionado: GPU × %1, en el enchufe × PUE %2</translation>
    </message>
    <message>
        <source>Budget: held against the provisioned peak: GPUs × %1</source>
        <translation>Presupuesto: comparado con el pico aprovisionado: GPU × %1</translation>
    </message>
    <message>
        <source>; a budget is a peak limit, and a fleet may draw its limit in a burst, so the predicted mean power is shown beside it but not held against it; host, network and cooling beyond the PUE are not counted.</source>
        <translation>; un presupuesto es un límite de pico, y una flota puede consumir su límite en una ráfaga, así que la potencia media predicha se muestra al lado pero no se compara con él; host, red y refrigeración más allá del PUE no se cuentan.</translation>
    </message>
    <message>
        <source>Recommended fleet: &lt;b&gt;%1 replicas of %2&lt;/b&gt; (%3 GPUs) — no fleet fits the power budget; this one has the smallest peak.</source>
        <extracomment>capacity summary&apos;s first line: the headline fleet, built of replicas of one deployment</extracomment>
        <translation>Flota recomendada: &lt;b&gt;%1 réplicas de %2&lt;/b&gt; (%3 GPU) — ninguna flota cabe en el presupuesto de potencia; esta tiene el menor pico.</translation>
    </message>
    <message>
        <source>Recommended fleet: &lt;b&gt;%1 replicas of %2&lt;/b&gt; (%3 GPUs), the lowest energy within the power budget.</source>
        <translation>Flota recomendada: &lt;b&gt;%1 réplicas de %2&lt;/b&gt; (%3 GPU), la de menor energía dentro del presupuesto de potencia.</translation>
    </message>
    <message>
        <source>Recommended fleet: &lt;b&gt;%1 replicas of %2&lt;/b&gt; (%3 GPUs), the lowest energy.</source>
        <translation>Flota recomendada: &lt;b&gt;%1 réplicas de %2&lt;/b&gt; (%3 GPU), la de menor energía.</translation>
    </message>
    <message>
        <source>Disaggregated</source>
        <extracomment>Capacity section: prefill and decode on separate pools of GPUs</extracomment>
        <translation>Desagregado</translation>
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
        <translation>Potencia vs. latencia</translation>
    </message>
    <message>
        <source>Objective per GPU</source>
        <translation>Objetivo por GPU</translation>
    </message>
    <message>
        <source>Load sweep</source>
        <translation>Barrido de carga</translation>
    </message>
    <message>
        <source>SLA sweep</source>
        <translation>Barrido de SLA</translation>
    </message>
    <message>
        <source>Each GPU&apos;s predicted mean power against its inter-token latency (Ctrl+1)</source>
        <translation>Potencia media predicha de cada GPU frente a su latencia entre tokens (Ctrl+1)</translation>
    </message>
    <message>
        <source>The objective per GPU, best first (Ctrl+2)</source>
        <translation>El objetivo por GPU, la mejor primero (Ctrl+2)</translation>
    </message>
    <message>
        <source>Which GPU wins for each SLA (Ctrl+4)</source>
        <translation>Qué GPU gana para cada SLA (Ctrl+4)</translation>
    </message>
    <message>
        <source>E&amp;xport chart…</source>
        <translation>E&amp;xportar gráfico…</translation>
    </message>
    <message>
        <source>Pic&amp;k GPUs to compare (up to %1):</source>
        <translation>Elija las GP&amp;U que comparar (hasta %1):</translation>
    </message>
    <message>
        <source>Latency and power as concurrency (offline) or the request rate (server) grows (Ctrl+3)</source>
        <translation>Latencia y potencia a medida que crece la concurrencia (offline) o la tasa de solicitudes (servidor) (Ctrl+3)</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>Capacidad</translation>
    </message>
    <message>
        <source>Server mode: replicas, GPUs, fleet power, energy and cost per GPU type for the target request rate (Ctrl+5)</source>
        <translation>Modo servidor: réplicas, GPU, potencia de la flota, energía y coste por tipo de GPU para la tasa de solicitudes objetivo (Ctrl+5)</translation>
    </message>
    <message>
        <source>Save the visible chart (or the capacity table) as PNG, SVG or PDF</source>
        <translation>Guarda el gráfico visible (o la tabla de capacidad) como PNG, SVG o PDF</translation>
    </message>
</context>
<context>
    <name>wattgpu::ui::CustomGpuDialog</name>
    <message>
        <source>%1 (%2): “%3” is not a number.</source>
        <translation>%1 (%2): “%3” no es un número.</translation>
    </message>
    <message>
        <source>New GPU</source>
        <translation>Nueva GPU</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Custom GPUs</source>
        <translation>GPU personalizadas</translation>
    </message>
    <message>
        <source>Your GPUs:</source>
        <translation>Sus GPU:</translation>
    </message>
    <message>
        <source>Add empty</source>
        <translation>Añadir vacía</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <source>Duplicate from the selected GPU</source>
        <translation>Duplicar a partir de la GPU seleccionada</translation>
    </message>
    <message>
        <source>Bundled GPU to copy the spec sheet from</source>
        <translation>GPU incluida de la que copiar la especificación</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Campo</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unidad</translation>
    </message>
    <message>
        <source>The vendor software stack serving engines run on: it decides the learned efficiency. A backend without measurements is flagged and gets a wider interval</source>
        <translation>La pila de software del fabricante sobre la que corren los motores de servicio: determina la eficiencia aprendida. Un backend sin mediciones se marca y recibe un intervalo más amplio</translation>
    </message>
    <message>
        <source>Vendor default (%1)</source>
        <extracomment>custom GPU editor: no backend named, the vendor&apos;s usual one is used (in parentheses)</extracomment>
        <translation>Predeterminado del fabricante (%1)</translation>
    </message>
    <message>
        <source>%1 (%2): “%3” is not a backend name: use 1–32 letters, digits, “.”, “-” or “_” (known: %4; any other name is a backend of its own).</source>
        <extracomment>custom GPU editor: %3 is the text typed, %4 the catalog&apos;s backends</extracomment>
        <translation>%1 (%2): «%3» no es un nombre de backend: use de 1 a 32 letras, dígitos, «.», «-» o «_» (conocidos: %4; cualquier otro nombre es un backend propio).</translation>
    </message>
    <message>
        <source>Load custom GPUs</source>
        <translation>Cargar GPU personalizadas</translation>
    </message>
    <message>
        <source>Custom GPU files (*.json)</source>
        <translation>Archivos de GPU personalizadas (*.json)</translation>
    </message>
    <message>
        <source>%1: “%2” is already in your list; nothing was loaded.</source>
        <translation>%1: «%2» ya está en su lista; no se cargó nada.</translation>
    </message>
    <message numerus="yes">
        <source>Loaded %n GPU(s) from %1.</source>
        <translation>
            <numerusform>Se cargó %n GPU desde %1.</numerusform>
            <numerusform>Se cargaron %n GPU desde %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Load from file…</source>
        <translation>Cargar desde archivo…</translation>
    </message>
    <message>
        <source>Add the GPUs of a custom-GPU file, e.g. the announced 2026 parts in the bundled examples</source>
        <translation>Añadir las GPU de un archivo de GPU personalizadas, p. ej. los modelos anunciados de 2026 de los ejemplos incluidos</translation>
    </message>
</context>
<context>
    <name>wattgpu::ui::DataController</name>
    <message>
        <source>&amp;Data</source>
        <translation>&amp;Datos</translation>
    </message>
    <message>
        <source>&amp;Import measurements…</source>
        <translation>&amp;Importar mediciones…</translation>
    </message>
    <message>
        <source>Watt Counts CSV, ML.ENERGY v3 JSON, planner CSV or a benchmark result (vLLM, SGLang, GuideLLM, GenAI-Perf) for the GPU selected in the table, with its power log; ends in a validation report</source>
        <translation>CSV de Watt Counts, JSON de ML.ENERGY v3, CSV del planificador o un resultado de benchmark (vLLM, SGLang, GuideLLM, GenAI-Perf) para la GPU seleccionada en la tabla, con su registro de potencia; termina en un informe de validación</translation>
    </message>
    <message>
        <source>&amp;Retrain…</source>
        <translation>&amp;Reentrenar…</translation>
    </message>
    <message>
        <source>Train the prediction model on the bundled measurements plus your imports</source>
        <translation>Entrena el modelo de predicción con las mediciones incluidas más sus importaciones</translation>
    </message>
    <message>
        <source>Prediction &amp;model</source>
        <translation>&amp;Modelo de predicción</translation>
    </message>
    <message>
        <source>Shipped default model</source>
        <translation>Modelo predeterminado incluido</translation>
    </message>
    <message>
        <source>Paper model (WattGPU hyperparameters)</source>
        <translation>Modelo del artículo (hiperparámetros de WattGPU)</translation>
    </message>
    <message>
        <source>Retrained model</source>
        <translation>Modelo reentrenado</translation>
    </message>
    <message>
        <source>Show model &amp;card…</source>
        <translation>Mostrar &amp;ficha del modelo…</translation>
    </message>
    <message>
        <source>Custom &amp;GPUs…</source>
        <translation>&amp;GPU personalizadas…</translation>
    </message>
    <message>
        <source>&amp;Fetch from Hugging Face…</source>
        <translation>&amp;Obtener de Hugging Face…</translation>
    </message>
    <message>
        <source>&amp;Update from Hugging Face…</source>
        <translation>&amp;Actualizar desde Hugging Face…</translation>
    </message>
    <message>
        <source>Run Data ▸ Retrain… first</source>
        <translation>Ejecute antes Datos ▸ Reentrenar…</translation>
    </message>
    <message>
        <source>Custom GPUs</source>
        <translation>GPU personalizadas</translation>
    </message>
    <message>
        <source>Your custom GPUs could not be loaded; the file was left as it is.
%1</source>
        <translation>No se pudieron cargar sus GPU personalizadas; el archivo se ha dejado como estaba.
%1</translation>
    </message>
    <message>
        <source>The retrained model could not be loaded; the shipped model is used.
%1</source>
        <translation>No se pudo cargar el modelo reentrenado; se usa el modelo incluido.
%1</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2): %3</translation>
    </message>
    <message>
        <source>The model card could not be read: %1</source>
        <translation>No se pudo leer la ficha del modelo: %1</translation>
    </message>
    <message>
        <source>Model card — retrained model</source>
        <translation>Ficha del modelo: modelo reentrenado</translation>
    </message>
    <message>
        <source>Model card — paper model</source>
        <translation>Ficha del modelo: modelo del artículo</translation>
    </message>
    <message>
        <source>Model card — shipped model</source>
        <translation>Ficha del modelo: modelo incluido</translation>
    </message>
    <message>
        <source>Import measurements</source>
        <translation>Importar mediciones</translation>
    </message>
    <message>
        <source>Measurements and benchmark results (*.csv *.json *.jsonl *.txt *.prom);;Watt Counts, planner or GenAI-Perf CSV (*.csv);;ML.ENERGY, vLLM, GuideLLM or GenAI-Perf JSON (*.json);;SGLang JSONL (*.jsonl)</source>
        <translation>Mediciones y resultados de benchmarks (*.csv *.json *.jsonl *.txt *.prom);;CSV de Watt Counts, del planificador o de GenAI-Perf (*.csv);;JSON de ML.ENERGY, vLLM, GuideLLM o GenAI-Perf (*.json);;JSONL de SGLang (*.jsonl)</translation>
    </message>
    <message>
        <source>The accepted rows could not be saved: %1</source>
        <translation>No se pudieron guardar las filas aceptadas: %1</translation>
    </message>
    <message>
        <source>Retraining cancelled; the models are unchanged.</source>
        <translation>Reentrenamiento cancelado; los modelos no han cambiado.</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>cancelado</translation>
    </message>
    <message>
        <source>Retraining failed; the models are unchanged.
%1</source>
        <translation>El reentrenamiento falló; los modelos no han cambiado.
%1</translation>
    </message>
    <message>
        <source>retrained %1 on the bundled measurements: %2</source>
        <translation>%1 reentrenado con las mediciones incluidas: %2</translation>
    </message>
    <message>
        <source>retrained %1 on the bundled measurements + imports %2: %3</source>
        <translation>%1 reentrenado con las mediciones incluidas + importaciones %2: %3</translation>
    </message>
    <message>
        <source>The retrained model could not be saved; the models are unchanged.
%1</source>
        <translation>No se pudo guardar el modelo reentrenado; los modelos no han cambiado.
%1</translation>
    </message>
    <message>
        <source>could not replace %1</source>
        <translation>no se pudo sustituir %1</translation>
    </message>
    <message>
        <source>Retrained on %1 measured runs; saved to %2.</source>
        <translation>Reentrenado con %1 ejecuciones medidas; guardado en %2.</translation>
    </message>
    <message>
        <source>Imports not used: %1</source>
        <translation>Importaciones no usadas: %1</translation>
    </message>
    <message>
        <source>Your GPUs were not saved: %1</source>
        <translation>Sus GPU no se guardaron: %1</translation>
    </message>
</context>
<context>
    <name>wattgpu::ui::DeploymentDialog</name>
    <message>
        <source>Speculative decoding and network</source>
        <translation>Decodificación especulativa y red</translation>
    </message>
    <message>
        <source>Speculative &amp;decoding:</source>
        <translation>Decodificación &amp;especulativa:</translation>
    </message>
    <message>
        <source>Drafted &amp;tokens per step:</source>
        <translation>&amp;Tokens borrador por paso:</translation>
    </message>
    <message>
        <source>&amp;Acceptance per drafted token:</source>
        <translation>&amp;Aceptación por token borrador:</translation>
    </message>
    <message>
        <source>&amp;Network between nodes:</source>
        <translation>&amp;Red entre nodos:</translation>
    </message>
    <message>
        <source>Off</source>
        <extracomment>speculative decoding methods: none, an EAGLE-style draft head, the model&apos;s multi-token-prediction heads</extracomment>
        <translation>Desactivada</translation>
    </message>
    <message>
        <source>EAGLE head</source>
        <translation>Cabeza EAGLE</translation>
    </message>
    <message>
        <source>MTP heads (DeepSeek-V3)</source>
        <translation>Cabezas MTP (DeepSeek-V3)</translation>
    </message>
    <message>
        <source>by GPU class</source>
        <extracomment>the inter-node link&apos;s spin box at 0: the GPU class&apos;s estimate is used</extracomment>
        <translation>según la clase de GPU</translation>
    </message>
    <message>
        <source> GB/s per GPU</source>
        <translation> GB/s por GPU</translation>
    </message>
    <message>
        <source>Defaults: EAGLE %1 tokens at %2 acceptance (mean accepted lengths of 3-4 reported on chat benchmarks); MTP %3 token at %4 (DeepSeek-V3 technical report). A verification step emits the accepted tokens plus one, costs the verification of all drafted tokens, and gains less as concurrency makes it compute-bound. The network link carries a replica&apos;s collectives between nodes and a disaggregated plan&apos;s KV cache; by GPU class: 100 GB/s (Blackwell Ultra) to 12.5 GB/s (workstation cards), flagged as estimated.</source>
        <translation>Valores por defecto: EAGLE %1 tokens con %2 de aceptación (longitudes aceptadas medias de 3–4 publicadas en benchmarks de chat); MTP %3 token con %4 (informe técnico de DeepSeek-V3). Un paso de verificación emite los tokens aceptados más uno, cuesta la verificación de todos los tokens borrador y gana menos a medida que la concurrencia lo vuelve limitado por cómputo. El enlace de red lleva las colectivas de una réplica entre nodos y la caché KV de un plan desagregado; según la clase de GPU: de 100 GB/s (Blackwell Ultra) a 12,5 GB/s (tarjetas de estación de trabajo), marcado como estimado.</translation>
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
        <translation>J/token</translation>
    </message>
    <message>
        <source>Disaggregated pools are sized for a request rate: switch the scenario to &lt;b&gt;Server&lt;/b&gt;.</source>
        <translation>Los grupos desagregados se dimensionan para una tasa de solicitudes: cambie el escenario a &lt;b&gt;Servidor&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Tick the box above to plan prompts&apos; prefill and the decode of their tokens on separate pools of GPUs, and to compare that with aggregated serving at this rate.</source>
        <translation>Marque la casilla de arriba para planificar el prefill de los prompts y el decode de sus tokens en grupos de GPU separados, y compararlo con el servicio agregado a esta tasa.</translation>
    </message>
    <message>
        <source>Disaggregated serving could not be planned: %1</source>
        <translation>No se pudo planificar el servicio desagregado: %1</translation>
    </message>
    <message>
        <source>Planning disaggregated serving…</source>
        <translation>Planificando el servicio desagregado…</translation>
    </message>
    <message>
        <source>Prefill and decode on separate pools at %1 for the whole service, against aggregated serving at the same rate.</source>
        <extracomment>disaggregated serving: the rate both kinds of serving are sized for</extracomment>
        <translation>Prefill y decode en grupos separados a %1 para todo el servicio, frente al servicio agregado a la misma tasa.</translation>
    </message>
    <message>
        <source>req/s</source>
        <translation>req/s</translation>
    </message>
    <message>
        <source>&lt;b&gt;Disaggregated serving is recommended&lt;/b&gt;: %1 uses %2 % less energy per token than aggregated %3 (%4 against %5).</source>
        <translation>&lt;b&gt;Se recomienda el servicio desagregado&lt;/b&gt;: %1 usa un %2 % menos de energía por token que el agregado %3 (%4 frente a %5).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Aggregated serving is recommended&lt;/b&gt;: %1 uses %2 % less energy per token than the best disaggregated plan, %3 (%4 against %5).</source>
        <translation>&lt;b&gt;Se recomienda el servicio agregado&lt;/b&gt;: %1 usa un %2 % menos de energía por token que el mejor plan desagregado, %3 (%4 frente a %5).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Disaggregated serving is recommended&lt;/b&gt;: no aggregated fleet meets the SLA at this rate; %1 does (%2).</source>
        <translation>&lt;b&gt;Se recomienda el servicio desagregado&lt;/b&gt;: ninguna flota agregada cumple el SLA a esta tasa; %1 sí (%2).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Aggregated serving is recommended&lt;/b&gt;: no disaggregated plan meets the SLA at this rate; %1 does (%2).</source>
        <translation>&lt;b&gt;Se recomienda el servicio agregado&lt;/b&gt;: ningún plan desagregado cumple el SLA a esta tasa; %1 sí (%2).</translation>
    </message>
    <message>
        <source>Neither aggregated nor disaggregated serving meets the SLA at this rate.</source>
        <translation>Ni el servicio agregado ni el desagregado cumplen el SLA a esta tasa.</translation>
    </message>
    <message>
        <source>Disaggregated serving was never measured: each pool is predicted from aggregated runs, plus the KV cache&apos;s move between them, so every disaggregated row is out of distribution. ITL is the %1.</source>
        <extracomment>disaggregated serving: why every row is out of distribution; %1: &quot;median ITL&quot;</extracomment>
        <translation>El servicio desagregado nunca se ha medido: cada grupo se predice a partir de ejecuciones agregadas, más el traslado de la caché KV entre ellos, así que cada fila desagregada está fuera de distribución. La ITL es la %1.</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Aggregated: %1</source>
        <extracomment>the best aggregated fleet, first row of the disaggregated comparison</extracomment>
        <translation>Agregado: %1</translation>
    </message>
    <message>
        <source>at risk</source>
        <translation>en riesgo</translation>
    </message>
    <message>
        <source>meets</source>
        <translation>cumple</translation>
    </message>
    <message>
        <source>Prefill: %1 workers of %2 GPUs, each %3 % busy; decode: %4 workers of %5 GPUs, %6 requests in decode on each</source>
        <translation>Prefill: %1 workers de %2 GPU, cada uno ocupado un %3 %; decode: %4 workers de %5 GPU, %6 solicitudes en decode en cada uno</translation>
    </message>
    <message>
        <source>A prefill as slow as its interval&apos;s upper end saturates the prefill pool: the wait then has no bound</source>
        <translation>Un prefill tan lento como el extremo superior de su intervalo satura el grupo de prefill: la espera no tiene entonces límite</translation>
    </message>
    <message>
        <source>%1 per request over %2%3</source>
        <translation>%1 por solicitud a través de %2%3</translation>
    </message>
    <message>
        <source>GB/s</source>
        <translation>GB/s</translation>
    </message>
    <message>
        <source> (estimated link)</source>
        <translation> (enlace estimado)</translation>
    </message>
    <message>
        <source>Compare disaggregated prefill/decode</source>
        <translation>Comparar prefill/decode desagregado</translation>
    </message>
    <message>
        <source>Also plan prompts&apos; prefill and the decode of their tokens on separate pools of GPUs (the KV cache moves between them), sized for the service&apos;s rate, and compare that with aggregated serving</source>
        <translation>Planificar además el prefill de los prompts y el decode de sus tokens en grupos de GPU separados (la caché KV pasa entre ellos), dimensionados para la tasa del servicio, y compararlo con el servicio agregado</translation>
    </message>
    <message>
        <source>Deployment</source>
        <translation>Despliegue</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
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
        <translation>Potencia (W)</translation>
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
        <translation>Traslado KV (ms)</translation>
    </message>
    <message>
        <source>SLA</source>
        <translation>SLA</translation>
    </message>
    <message>
        <source>Time to first token: the prefill pool&apos;s queue wait and prefill plus the KV cache&apos;s move, ms, with its interval</source>
        <translation>Tiempo hasta el primer token: la espera en cola y el prefill del grupo de prefill más el traslado de la caché KV, ms, con su intervalo</translation>
    </message>
    <message>
        <source>One request&apos;s KV cache from its prefill worker to a decode worker over their network links, ms</source>
        <translation>La caché KV de una solicitud desde su worker de prefill a un worker de decode a través de sus enlaces de red, ms</translation>
    </message>
    <message>
        <source>The decode pool&apos;s gaps between tokens at its concurrency, ms, with the interval, in the plan&apos;s ITL definition</source>
        <translation>Los intervalos entre tokens del grupo de decode con su concurrencia, ms, con el intervalo, en la definición de ITL del plan</translation>
    </message>
    <message>
        <source>The prefill pool&apos;s predicted mean GPU power, W</source>
        <translation>Potencia media de GPU prevista del grupo de prefill, W</translation>
    </message>
    <message>
        <source>The decode pool&apos;s predicted mean GPU power, W</source>
        <translation>Potencia media de GPU prevista del grupo de decode, W</translation>
    </message>
    <message>
        <source>Both pools&apos; (or the aggregated fleet&apos;s) mean GPU power, W</source>
        <translation>Potencia media de GPU de ambos grupos (o de la flota agregada), W</translation>
    </message>
    <message>
        <source>GPU energy per output token, J, with its interval</source>
        <translation>Energía de GPU por token de salida, J, con su intervalo</translation>
    </message>
    <message>
        <source>Aggregated fleets</source>
        <translation>Flotas agregadas</translation>
    </message>
    <message>
        <source>Disaggregated pools</source>
        <translation>Grupos desagregados</translation>
    </message>
    <message>
        <source>Recommended</source>
        <translation>Recomendado</translation>
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
        <translation>Predeterminados: electricidad %1 USD/kWh, PUE %2, red %3 gCO₂/kWh, sin coste de hardware (con precio de compra: %4 años, %5 % de utilización).</translation>
    </message>
    <message>
        <source>Cost and carbon assumptions</source>
        <translation>Supuestos de coste y carbono</translation>
    </message>
    <message>
        <source>Used for the $/1M tokens and gCO₂/1M tokens figures, the cost and CO₂ objectives, capacity plans and reports. Energy is the GPUs&apos; own; PUE scales it to the facility meter.</source>
        <translation>Se usan en las cifras de $/1 M tokens y gCO₂/1 M tokens, los objetivos de coste y CO₂, los planes de capacidad y los informes. La energía es la de las propias GPU; el PUE la lleva al contador de la instalación.</translation>
    </message>
    <message>
        <source>Electricity &amp;price</source>
        <translation>Precio de la &amp;electricidad</translation>
    </message>
    <message>
        <source> USD/kWh</source>
        <translation> USD/kWh</translation>
    </message>
    <message>
        <source>Price per kWh at the facility meter (default 0.15 USD/kWh)</source>
        <translation>Precio por kWh en el contador de la instalación (predeterminado: 0,15 USD/kWh)</translation>
    </message>
    <message>
        <source>PU&amp;E</source>
        <translation>&amp;PUE</translation>
    </message>
    <message>
        <source>Power usage effectiveness: facility energy / IT energy, ≥ 1 (default 1.2)</source>
        <translation>Eficacia en el uso de la energía: energía de la instalación / energía de TI, ≥ 1 (predeterminado: 1,2)</translation>
    </message>
    <message>
        <source>&amp;Grid intensity</source>
        <translation>Intensidad de la &amp;red</translation>
    </message>
    <message>
        <source> gCO₂/kWh</source>
        <translation> gCO₂/kWh</translation>
    </message>
    <message>
        <source>Carbon intensity of the electricity, gCO₂-eq per kWh (default 400)</source>
        <translation>Intensidad de carbono de la electricidad, gCO₂-eq por kWh (predeterminado: 400)</translation>
    </message>
    <message>
        <source>&amp;Hardware cost</source>
        <translation>Coste de &amp;hardware</translation>
    </message>
    <message>
        <source>With a hardware cost the cost figure is all-in (electricity + hardware); without, electricity only (the default)</source>
        <translation>Con coste de hardware, el coste es total (electricidad + hardware); sin él, solo electricidad (lo predeterminado)</translation>
    </message>
    <message>
        <source>None (electricity only)</source>
        <translation>Ninguno (solo electricidad)</translation>
    </message>
    <message>
        <source>Rate per GPU-hour (cloud, rental)</source>
        <translation>Tarifa por GPU-hora (nube, alquiler)</translation>
    </message>
    <message>
        <source>Purchase price, amortised</source>
        <translation>Precio de compra, amortizado</translation>
    </message>
    <message>
        <source>&amp;Rate</source>
        <translation>&amp;Tarifa</translation>
    </message>
    <message>
        <source> USD/GPU-h</source>
        <translation> USD/GPU-h</translation>
    </message>
    <message>
        <source>Paid per GPU-hour of serving, every GPU</source>
        <translation>Pago por GPU-hora de servicio, para todas las GPU</translation>
    </message>
    <message>
        <source>Purchase p&amp;rice</source>
        <translation>Precio de &amp;compra</translation>
    </message>
    <message>
        <source> USD/GPU</source>
        <translation> USD/GPU</translation>
    </message>
    <message>
        <source>&amp;Lifetime</source>
        <translation>&amp;Vida útil</translation>
    </message>
    <message>
        <source> years</source>
        <translation> años</translation>
    </message>
    <message>
        <source>Amortisation period (default 4 years)</source>
        <translation>Periodo de amortización (predeterminado: 4 años)</translation>
    </message>
    <message>
        <source>&amp;Utilisation</source>
        <translation>&amp;Utilización</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>Share of the lifetime spent serving tokens (default 60 %); idle hours are paid by busy ones</source>
        <translation>Fracción de la vida útil dedicada a servir tokens (predeterminado: 60 %); las horas ociosas las pagan las ocupadas</translation>
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
        <translation>&amp;Filtrar:</translation>
    </message>
    <message>
        <source>GPU name, e.g. h100</source>
        <translation>Nombre de la GPU, p. ej. h100</translation>
    </message>
    <message>
        <source>Per-GPU quotes in this plan (kept; they take precedence): %1</source>
        <translation>Cotizaciones por GPU en este plan (se conservan; tienen prioridad): %1</translation>
    </message>
    <message>
        <source>Restore &amp;defaults</source>
        <translation>Restaurar valores pre&amp;determinados</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a rate in USD/GPU-h (0 to %3; leave it empty for none)</source>
        <extracomment>&quot;&lt;GPU&gt;: &apos;&lt;text&gt;&apos; is not a rate in USD/GPU-h (0 to 10,000; empty: none)&quot;</extracomment>
        <translation>%1: &apos;%2&apos; no es una tarifa en USD/GPU-h (0 a %3; déjelo vacío para ninguna)</translation>
    </message>
    <message>
        <source>Quoted rate per GPU &amp;type (takes precedence over the hardware cost above; leave empty to use it):</source>
        <translation>Tarifa cotizada por &amp;modelo de GPU (tiene prioridad sobre el coste de hardware anterior; déjelo vacío para usarlo):</translation>
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
        <translation>Recomendada: cumple el SLA con el menor valor de %1</translation>
    </message>
    <message>
        <source>Meets the SLA, but uses %1 % more %2 than the winner</source>
        <translation>Cumple el SLA, pero usa un %1 % más de %2 que la ganadora</translation>
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
        <translation>ninguna</translation>
    </message>
    <message>
        <source>✓ best</source>
        <translation>✓ mejor</translation>
    </message>
    <message>
        <source>✗ overloaded</source>
        <translation>✗ sobrecargada</translation>
    </message>
    <message>
        <source>✗ too slow</source>
        <translation>✗ demasiado lenta</translation>
    </message>
    <message>
        <source>✗ no fit</source>
        <translation>✗ no cabe</translation>
    </message>
    <message>
        <source>excluded</source>
        <translation>excluida</translation>
    </message>
    <message>
        <source>⚠</source>
        <translation>⚠</translation>
    </message>
    <message>
        <source>Included in the charts and the recommendation; untick to leave it out</source>
        <translation>Incluida en los gráficos y la recomendación; desmarque para dejarla fuera</translation>
    </message>
    <message>
        <source>Left out of the charts and the recommendation; tick to include</source>
        <translation>Fuera de los gráficos y la recomendación; marque para incluirla</translation>
    </message>
    <message>
        <source>%1
TDP %2 · memory %3</source>
        <translation>%1
TDP %2 · memoria %3</translation>
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
        <translation>Cabe: necesita %1 de %2 por GPU</translation>
    </message>
    <message>
        <source>Mean power of the replica over time (idle between requests included), W, with its ~80 % interval</source>
        <translation>Potencia media de la réplica en el tiempo (inactividad entre solicitudes incluida), W, con su intervalo de ~80 %</translation>
    </message>
    <message>
        <source>Mean power of the replica, W, with its ~80 % interval</source>
        <translation>Potencia media de la réplica, W, con su intervalo de ~80 %</translation>
    </message>
    <message>
        <source>Output tokens per second of the replica</source>
        <translation>Tokens de salida por segundo de la réplica</translation>
    </message>
    <message>
        <source>Energy per output token, J, with its ~80 % interval</source>
        <translation>Energía por token de salida, J, con su intervalo de ~80 %</translation>
    </message>
    <message>
        <source>Electricity cost per 1M output tokens, USD (PUE applied; no hardware cost set)</source>
        <translation>Coste de electricidad por 1 M de tokens de salida, USD (con PUE; sin coste de hardware)</translation>
    </message>
    <message>
        <source>Emissions per 1M output tokens, gCO₂-eq: energy × PUE × grid intensity</source>
        <translation>Emisiones por 1 M de tokens de salida, gCO₂-eq: energía × PUE × intensidad de la red</translation>
    </message>
    <message>
        <source>Share of time the replica has at least one request in service</source>
        <translation>Fracción del tiempo en que la réplica tiene al menos una solicitud en servicio</translation>
    </message>
    <message>
        <source>Mean requests in service (Little&apos;s law)</source>
        <translation>Media de solicitudes en servicio (ley de Little)</translation>
    </message>
    <message>
        <source>Largest request rate one replica sustains with the ITL under the SLA, req/s</source>
        <translation>Mayor tasa de solicitudes que soporta una réplica con el ITL dentro del SLA, req/s</translation>
    </message>
    <message>
        <source>Left out by you</source>
        <translation>Dejada fuera por usted</translation>
    </message>
    <message>
        <source>Use</source>
        <translation>Usar</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Fits?</source>
        <translation>¿Cabe?</translation>
    </message>
    <message>
        <source>Mean power (W)</source>
        <translation>Potencia media (W)</translation>
    </message>
    <message>
        <source>Power (W)</source>
        <translation>Potencia (W)</translation>
    </message>
    <message>
        <source>Tokens/s</source>
        <translation>Tokens/s</translation>
    </message>
    <message>
        <source>Energy (J/token)</source>
        <translation>Energía (J/token)</translation>
    </message>
    <message>
        <source>$/1M tokens</source>
        <translation>$/1 M tokens</translation>
    </message>
    <message>
        <source>gCO₂/1M tokens</source>
        <translation>gCO₂/1 M tokens</translation>
    </message>
    <message>
        <source>TTFT (ms)</source>
        <translation>TTFT (ms)</translation>
    </message>
    <message>
        <source>Busy</source>
        <translation>Ocupada</translation>
    </message>
    <message>
        <source>Mean concurrency</source>
        <translation>Concurrencia media</translation>
    </message>
    <message>
        <source>Max req/s</source>
        <translation>Máx. req/s</translation>
    </message>
    <message>
        <source>Meets SLA</source>
        <translation>Cumple el SLA</translation>
    </message>
    <message>
        <source>Out of distribution: outside the data the model was trained on</source>
        <translation>Fuera de distribución: fuera de los datos con que se entrenó el modelo</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>medida</translation>
    </message>
    <message>
        <source>predicted</source>
        <translation>prevista</translation>
    </message>
    <message>
        <source>%1 seen by each sequence, ms, with its ~80 % interval</source>
        <translation>%1 que ve cada secuencia, ms, con su intervalo de ~80 %</translation>
    </message>
    <message>
        <source>%1 runs of this GPU in the training corpus (%2 with power): its figures rest on measurements</source>
        <translation>%1 ejecuciones de esta GPU en el corpus de entrenamiento (%2 con potencia): sus cifras se basan en mediciones</translation>
    </message>
    <message>
        <source>No run of this GPU in the training corpus: its figures are extrapolated from the spec sheet, with intervals calibrated on GPUs held out of training</source>
        <translation>Ninguna ejecución de esta GPU en el corpus: sus cifras se extrapolan de la ficha técnica, con intervalos calibrados en GPU excluidas del entrenamiento</translation>
    </message>
    <message>
        <source>%1 (ms)</source>
        <translation>%1 (ms)</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>Datos</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Avisos</translation>
    </message>
    <message>
        <source>⚠ out of distribution (outside the training data); ℹ other warnings. Hover a row for the list</source>
        <translation>⚠ fuera de distribución (fuera de los datos de entrenamiento); ℹ otros avisos. Pase el ratón por la fila para ver la lista</translation>
    </message>
    <message>
        <source>Measured: the corpus holds runs of this GPU. Predicted: extrapolated from its spec sheet</source>
        <translation>Medida: el corpus tiene ejecuciones de esta GPU. Prevista: extrapolada de su ficha técnica</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>✓ best · at risk</source>
        <extracomment>The winner, whose ITL interval reaches above the SLA</extracomment>
        <translation>✓ mejor · en riesgo</translation>
    </message>
    <message>
        <source>✓ at risk</source>
        <translation>✓ en riesgo</translation>
    </message>
    <message>
        <source>✗ no price</source>
        <translation>✗ sin precio</translation>
    </message>
    <message>
        <source>All-in cost per 1M output tokens, USD: electricity (PUE applied) + this GPU&apos;s quoted rate</source>
        <translation>Coste total por 1 M de tokens de salida, USD: electricidad (con PUE) + tarifa cotizada de esta GPU</translation>
    </message>
    <message>
        <source>All-in cost per 1M output tokens, USD: electricity (PUE applied) + the default rate per GPU-hour</source>
        <translation>Coste total por 1 M de tokens de salida, USD: electricidad (con PUE) + tarifa predeterminada por GPU-hora</translation>
    </message>
    <message>
        <source>All-in cost per 1M output tokens, USD: electricity (PUE applied) + the purchase price amortised</source>
        <translation>Coste total por 1 M de tokens de salida, USD: electricidad (con PUE) + precio de compra amortizado</translation>
    </message>
    <message>
        <source>Electricity only, USD per 1M output tokens: no hardware price for this GPU while others are quoted, so it is not ranked on cost</source>
        <translation>Solo electricidad, USD por 1 M de tokens de salida: sin precio de hardware para esta GPU mientras otras están cotizadas, así que no se clasifica por coste</translation>
    </message>
    <message>
        <source>ℹ</source>
        <translation>ℹ</translation>
    </message>
    <message>
        <source>; at risk: %1</source>
        <extracomment>&quot;&lt;verdict&gt;; at risk: &lt;which interval reaches above which limit&gt;&quot;</extracomment>
        <translation>; en riesgo: %1</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <extracomment>the p90 and p99 ITL side by side, e.g. &quot;9.1 / 12.4&quot;</extracomment>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Idle power of the replica: %1</source>
        <translation>Potencia en reposo de la réplica: %1</translation>
    </message>
    <message>
        <source>Idle basis: %1</source>
        <extracomment>the idle power&apos;s basis; the basis itself is English text from the prediction engine</extracomment>
        <translation>Base del valor en reposo: %1</translation>
    </message>
    <message>
        <source>90th and 99th percentiles of the gaps between tokens, ms</source>
        <translation>Percentiles 90 y 99 de los intervalos entre tokens, ms</translation>
    </message>
    <message>
        <source>p90 ITL: %1
p99 ITL: %2
90th and 99th percentiles of the gaps between tokens, each with its ~80 % interval</source>
        <extracomment>p90 and p99 ITL, each with its interval, e.g. &quot;p90 ITL: 9.1 ms (7.2–12)&quot;</extracomment>
        <translation>ITL p90: %1
ITL p99: %2
Percentiles 90 y 99 de los intervalos entre tokens, cada uno con su intervalo de ~80 %</translation>
    </message>
    <message>
        <source>Time to first token of one request, queueing included, ms</source>
        <translation>Tiempo hasta el primer token de una solicitud, espera en cola incluida, ms</translation>
    </message>
    <message>
        <source>Time to first token: %1
One request&apos;s wait for its first token, queueing included, with its ~80 % interval</source>
        <translation>Tiempo hasta el primer token: %1
Espera de una solicitud hasta su primer token, cola incluida, con su intervalo de ~80 %</translation>
    </message>
    <message>
        <source>TTFT SLA: %1</source>
        <translation>SLA de TTFT: %1</translation>
    </message>
    <message>
        <source>p90 / p99 ITL (ms)</source>
        <translation>ITL p90 / p99 (ms)</translation>
    </message>
    <message>
        <source>90th and 99th percentiles of the gaps between tokens, ms; sorts on p99. Hover a row for the intervals</source>
        <translation>Percentiles 90 y 99 de los intervalos entre tokens, ms; ordena por p99. Pase el ratón por una fila para ver los intervalos</translation>
    </message>
    <message>
        <source>Time to first token, queueing included, ms. Hover a row for the interval</source>
        <translation>Tiempo hasta el primer token, espera en cola incluida, ms. Pase el ratón por una fila para ver el intervalo</translation>
    </message>
</context>
<context>
    <name>wattgpu::ui::GpuTableView</name>
    <message>
        <source>Filter GPUs by name…</source>
        <translation>Filtrar GPU por nombre…</translation>
    </message>
    <message>
        <source>H&amp;ide GPUs that do not fit</source>
        <translation>Ocultar las GPU &amp;que no caben</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Columnas</translation>
    </message>
    <message>
        <source>Space: include or leave out the current GPU. Click a header to sort; right-click it to show or hide columns.</source>
        <translation>Espacio: incluye o deja fuera la GPU actual. Haga clic en un encabezado para ordenar; clic derecho para mostrar u ocultar columnas.</translation>
    </message>
</context>
<context>
    <name>wattgpu::ui::HubFetchDialog</name>
    <message>
        <source>“%1” is not a model id: use org/name of letters, digits, “.”, “_” and “-”.</source>
        <translation>“%1” no es un ID de modelo: use org/nombre con letras, dígitos, “.”, “_” y “-”.</translation>
    </message>
    <message>
        <source>Fetching %1…</source>
        <translation>Obteniendo %1…</translation>
    </message>
    <message>
        <source>%1 B parameters</source>
        <translation>%1 B de parámetros</translation>
    </message>
    <message>
        <source>parameter count unknown</source>
        <translation>número de parámetros desconocido</translation>
    </message>
    <message>
        <source>%1 added to the model list for this session (%2).</source>
        <translation>%1 añadido a la lista de modelos en esta sesión (%2).</translation>
    </message>
    <message>
        <source>The fetch did not return a model.</source>
        <translation>La descarga no devolvió ningún modelo.</translation>
    </message>
    <message>
        <source>Fetch a model from Hugging Face</source>
        <translation>Obtener un modelo de Hugging Face</translation>
    </message>
    <message>
        <source>Model id:</source>
        <translation>ID del modelo:</translation>
    </message>
    <message>
        <source>Access token (optional):</source>
        <translation>Token de acceso (opcional):</translation>
    </message>
    <message>
        <source>Gated models need a token from huggingface.co/settings/tokens. It is kept in memory for this session only and never written to disk.</source>
        <translation>Los modelos restringidos necesitan un token de huggingface.co/settings/tokens. Se guarda en memoria solo durante esta sesión y nunca se escribe en disco.</translation>
    </message>
    <message>
        <source>Fetch</source>
        <translation>Obtener</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
</context>
<context>
    <name>wattgpu::ui::HubRefreshDialog</name>
    <message>
        <source>Listing the most downloaded text-generation models…</source>
        <translation>Listando los modelos de generación de texto más descargados…</translation>
    </message>
    <message>
        <source>new</source>
        <translation>nuevo</translation>
    </message>
    <message>
        <source>in the bundled catalog</source>
        <translation>en el catálogo incluido</translation>
    </message>
    <message>
        <source>not added</source>
        <translation>no añadido</translation>
    </message>
    <message>
        <source>%1 models listed, %2 new added to the model list for this session.</source>
        <translation>%1 modelos listados, %2 nuevos añadidos a la lista de modelos en esta sesión.</translation>
    </message>
    <message>
        <source>%1 new models fetched before that were added.</source>
        <translation>Se añadieron %1 modelos nuevos obtenidos antes de eso.</translation>
    </message>
    <message>
        <source>Update the model list from Hugging Face</source>
        <translation>Actualizar la lista de modelos desde Hugging Face</translation>
    </message>
    <message>
        <source>Lists the most downloaded text-generation models on the Hub, fetches the config.json of those not in the bundled catalog and adds them to the model list for this session.</source>
        <translation>Lista los modelos de generación de texto más descargados del Hub, obtiene el config.json de los que no están en el catálogo incluido y los añade a la lista de modelos en esta sesión.</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Mensaje</translation>
    </message>
    <message>
        <source>Update</source>
        <translation>Actualizar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
</context>
<context>
    <name>wattgpu::ui::ImportReportDialog</name>
    <message>
        <source>Import report — %1</source>
        <translation>Informe de importación: %1</translation>
    </message>
    <message>
        <source>The file could not be imported; nothing was stored.
%1</source>
        <translation>No se pudo importar el archivo; no se guardó nada.
%1</translation>
    </message>
    <message>
        <source>Watt Counts CSV</source>
        <translation>CSV de Watt Counts</translation>
    </message>
    <message>
        <source>ML.ENERGY v3 JSON</source>
        <translation>JSON de ML.ENERGY v3</translation>
    </message>
    <message>
        <source>planner CSV</source>
        <translation>CSV del planificador</translation>
    </message>
    <message>
        <source>%1 (%2): %3 rows read, %4 accepted, %5 rejected.</source>
        <translation>%1 (%2): %3 filas leídas, %4 aceptadas, %5 rechazadas.</translation>
    </message>
    <message>
        <source>Accepted rows saved to %1; Data ▸ Retrain… uses them.</source>
        <translation>Filas aceptadas guardadas en %1; Datos ▸ Reentrenar… las usa.</translation>
    </message>
    <message>
        <source>No row was accepted; nothing was stored.</source>
        <translation>No se aceptó ninguna fila; no se guardó nada.</translation>
    </message>
    <message>
        <source>No row was rejected.</source>
        <translation>No se rechazó ninguna fila.</translation>
    </message>
    <message>
        <source>Rejected rows (line in the file, field, reason):</source>
        <translation>Filas rechazadas (línea en el archivo, campo, motivo):</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Línea</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Campo</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Motivo</translation>
    </message>
    <message>
        <source>GPUs not in the catalog (their rows were rejected; add them under Data ▸ Custom GPUs… or map them with wattgpu-cli import --map-gpu): %1</source>
        <translation>GPU que no están en el catálogo (sus filas se rechazaron; añádalas en Datos ▸ GPU personalizadas… o asígnelas con wattgpu-cli import --map-gpu): %1</translation>
    </message>
    <message>
        <source>Models not in the catalog (rows kept; they train once the model is in the catalog, e.g. fetched from Hugging Face): %1</source>
        <translation>Modelos que no están en el catálogo (filas conservadas; se usan al entrenar cuando el modelo esté en el catálogo, p. ej. obtenido de Hugging Face): %1</translation>
    </message>
</context>
<context>
    <name>wattgpu::ui::InventoryEditor</name>
    <message>
        <source>Owned GPUs</source>
        <translation>GPU propias</translation>
    </message>
    <message>
        <source>The GPUs you already own, a row per GPU type. The Capacity tab shows what they serve under the SLA, split into replicas, and what to buy to reach the fleet target. A JSON file ({&quot;a100-sxm4-80gb&quot;: 16}) or a CSV file with a gpu,count header can be imported.</source>
        <translation>Las GPU que ya posee, una fila por tipo de GPU. La pestaña Capacidad muestra lo que atienden dentro del SLA, repartidas en réplicas, y qué comprar para alcanzar el objetivo de la flota. Se puede importar un archivo JSON ({&quot;a100-sxm4-80gb&quot;: 16}) o un CSV con la cabecera gpu,count.</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Cantidad</translation>
    </message>
    <message>
        <source>&amp;Add GPU</source>
        <translation>&amp;Añadir GPU</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Quitar</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importar…</translation>
    </message>
    <message>
        <source>Replace the rows with a JSON or CSV file&apos;s, as wattgpu-cli --inventory reads it</source>
        <translation>Sustituir las filas por las de un archivo JSON o CSV, como lo lee wattgpu-cli --inventory</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>&amp;Vaciar</translation>
    </message>
    <message>
        <source>%1 (not in the catalog)</source>
        <extracomment>an owned GPU the catalog does not list (e.g. a custom GPU removed since)</extracomment>
        <translation>%1 (no está en el catálogo)</translation>
    </message>
    <message>
        <source>%1 is listed twice (rows %2 and %3): give it one row with the whole count.</source>
        <extracomment>the owned-GPUs table lists one GPU type twice</extracomment>
        <translation>%1 aparece dos veces (filas %2 y %3): dele una sola fila con la cantidad total.</translation>
    </message>
    <message>
        <source>Could not read “%1”: %2.</source>
        <translation>No se pudo leer «%1»: %2.</translation>
    </message>
    <message>
        <source>“%1” is not an inventory: %2.</source>
        <translation>«%1» no es un inventario: %2.</translation>
    </message>
    <message>
        <source>Import owned GPUs</source>
        <translation>Importar GPU propias</translation>
    </message>
    <message>
        <source>Inventories (*.json *.csv);;All files (*)</source>
        <translation>Inventarios (*.json *.csv);;Todos los archivos (*)</translation>
    </message>
    <message numerus="yes">
        <source>Total: %Ln GPU(s)</source>
        <extracomment>the owned-GPUs table&apos;s total</extracomment>
        <translation>
            <numerusform>Total: %Ln GPU</numerusform>
            <numerusform>Total: %Ln GPU</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>wattgpu::ui::LanguageMenu</name>
    <message>
        <source>Lang&amp;uage</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>&amp;System language</source>
        <translation>Idioma del &amp;sistema</translation>
    </message>
    <message>
        <source>&amp;System language (%1)</source>
        <translation>Idioma del &amp;sistema (%1)</translation>
    </message>
</context>
<context>
    <name>wattgpu::ui::LlmListModel</name>
    <message>
        <source>MoE %1 (%2 active)</source>
        <translation>MoE %1 (%2 activos)</translation>
    </message>
    <message>
        <source>%1k ctx</source>
        <translation>ctx %1k</translation>
    </message>
    <message>
        <source>gated</source>
        <translation>restringido</translation>
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
        <translation>%1, %2, el modelo actual del plan</translation>
    </message>
</context>
<context>
    <name>wattgpu::ui::LoadSweepChart</name>
    <message>
        <source>Load sweep: latency and mean power vs request rate</source>
        <translation>Barrido de carga: latencia y potencia media frente a tasa de solicitudes</translation>
    </message>
    <message>
        <source>Load sweep: latency and power vs concurrency</source>
        <translation>Barrido de carga: latencia y potencia frente a concurrencia</translation>
    </message>
    <message>
        <source>Tick GPUs in the list to compare them under load</source>
        <translation>Marque GPU en la lista para compararlas bajo carga</translation>
    </message>
    <message>
        <source>%1 · solid: latency (left axis) · dashed: power (right axis)</source>
        <translation>%1 · continua: latencia (eje izquierdo) · discontinua: potencia (eje derecho)</translation>
    </message>
    <message>
        <source>%1 power</source>
        <translation>potencia de %1</translation>
    </message>
    <message>
        <source>Request rate per replica</source>
        <translation>Tasa de solicitudes por réplica</translation>
    </message>
    <message>
        <source>req/s</source>
        <translation>req/s</translation>
    </message>
    <message>
        <source>, log scale</source>
        <translation>, escala log.</translation>
    </message>
    <message>
        <source>Concurrency (sequences in flight, log scale)</source>
        <translation>Concurrencia (secuencias en curso, escala log.)</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source> — solid</source>
        <translation> — continua</translation>
    </message>
    <message>
        <source>Mean power per replica</source>
        <translation>Potencia media por réplica</translation>
    </message>
    <message>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <source> — dashed</source>
        <translation> — discontinua</translation>
    </message>
    <message>
        <source>current: %1</source>
        <translation>actual: %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; at %2&lt;br&gt;Inter-token latency: %3&lt;br&gt;Mean power: %4</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; con %2&lt;br&gt;Latencia entre tokens: %3&lt;br&gt;Potencia media: %4</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; at concurrency %2&lt;br&gt;Inter-token latency: %3&lt;br&gt;Power: %4</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; con concurrencia %2&lt;br&gt;Latencia entre tokens: %3&lt;br&gt;Potencia: %4</translation>
    </message>
    <message>
        <source>%1 (max %2 under the SLA)</source>
        <translation>%1 (máx. %2 dentro del SLA)</translation>
    </message>
    <message>
        <source>%1 (misses the SLA at any rate)</source>
        <translation>%1 (no cumple el SLA a ninguna tasa)</translation>
    </message>
    <message>
        <source>%1 · solid: latency (left) · dashed: mean power (right)</source>
        <translation>%1 · continua: latencia (izquierda) · discontinua: potencia media (derecha)</translation>
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
        <translation>No se pudo leer el config.json del modelo: %1.</translation>
    </message>
    <message>
        <source>The model “%1” is not in the catalog.</source>
        <translation>El modelo “%1” no está en el catálogo.</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>Prediction model: %1</source>
        <translation>Modelo de predicción: %1</translation>
    </message>
    <message>
        <source>Prediction model: %1, version %2</source>
        <translation>Modelo de predicción: %1, versión %2</translation>
    </message>
    <message>
        <source>Prediction model: none loaded</source>
        <translation>Modelo de predicción: ninguno cargado</translation>
    </message>
    <message>
        <source> · trained on %1</source>
        <translation> · entrenado con %1</translation>
    </message>
    <message>
        <source>GPUs outside the training data: %1 (marked ⚠ in the table)</source>
        <translation>GPU fuera de los datos de entrenamiento: %1 (marcadas con ⚠ en la tabla)</translation>
    </message>
    <message>
        <source>No warnings</source>
        <translation>Sin avisos</translation>
    </message>
    <message>
        <source>⚠ Warnings: %1</source>
        <translation>⚠ Avisos: %1</translation>
    </message>
    <message>
        <source>Updated in %1</source>
        <translation>Actualizado en %1</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>Untitled plan</source>
        <translation>Plan sin título</translation>
    </message>
    <message>
        <source>%1[*] — WattGPU Planner</source>
        <translation>%1[*] — WattGPU Planner</translation>
    </message>
    <message>
        <source>Open config.json</source>
        <translation>Abrir config.json</translation>
    </message>
    <message>
        <source>Could not read “%1” as a Hugging Face config.json:
%2</source>
        <translation>No se pudo leer “%1” como config.json de Hugging Face:
%2</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>&amp;New plan</source>
        <translation>&amp;Nuevo plan</translation>
    </message>
    <message>
        <source>&amp;Open plan…</source>
        <translation>&amp;Abrir plan…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Abrir &amp;reciente</translation>
    </message>
    <message>
        <source>&amp;Save plan</source>
        <translation>&amp;Guardar plan</translation>
    </message>
    <message>
        <source>Save plan &amp;as…</source>
        <translation>Guardar plan &amp;como…</translation>
    </message>
    <message>
        <source>Open &amp;config.json…</source>
        <translation>Abrir con&amp;fig.json…</translation>
    </message>
    <message>
        <source>&amp;Export chart…</source>
        <translation>&amp;Exportar gráfico…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Find model…</source>
        <translation>&amp;Buscar modelo…</translation>
    </message>
    <message>
        <source>&amp;Include all GPUs</source>
        <translation>&amp;Incluir todas las GPU</translation>
    </message>
    <message>
        <source>Leave out GPUs that do &amp;not fit</source>
        <translation>Dejar fuera las GPU que &amp;no caben</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Presentation mode</source>
        <translation>Modo &amp;presentación</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Tema</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Claro</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Oscuro</translation>
    </message>
    <message>
        <source>Chart: power vs &amp;latency</source>
        <translation>Gráfico: potencia frente a &amp;latencia</translation>
    </message>
    <message>
        <source>Chart: &amp;objective per GPU</source>
        <translation>Gráfico: &amp;objetivo por GPU</translation>
    </message>
    <message>
        <source>Chart: load s&amp;weep</source>
        <translation>Gráfico: &amp;barrido de carga</translation>
    </message>
    <message>
        <source>Chart: SL&amp;A sweep</source>
        <translation>Gráfico: barrido de SL&amp;A</translation>
    </message>
    <message>
        <source>&amp;Model picker</source>
        <translation>Selector de &amp;modelos</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ay&amp;uda</translation>
    </message>
    <message>
        <source>&amp;About WattGPU Planner</source>
        <translation>&amp;Acerca de WattGPU Planner</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Acerca de &amp;Qt</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>Imagen PNG (*.png)</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>Dibujo SVG (*.svg)</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>Documento PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Export chart</source>
        <translation>Exportar gráfico</translation>
    </message>
    <message>
        <source>Choose a file name ending in .png, .svg or .pdf.</source>
        <translation>Elija un nombre de archivo que termine en .png, .svg o .pdf.</translation>
    </message>
    <message>
        <source>Could not export the chart to “%1”: %2.</source>
        <translation>No se pudo exportar el gráfico a “%1”: %2.</translation>
    </message>
    <message>
        <source>Chart saved to %1</source>
        <translation>Gráfico guardado en %1</translation>
    </message>
    <message>
        <source>Hugging Face config (config.json *.json);;All files (*)</source>
        <translation>Configuración de Hugging Face (config.json *.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>About WattGPU Planner</source>
        <translation>Acerca de WattGPU Planner</translation>
    </message>
    <message>
        <source>WattGPU Planner %1

Predicts the power draw and inter-token latency of serving an LLM on every GPU in its catalog, and recommends the most energy-efficient GPU that meets your latency SLA.

Predictions come from models trained on public measurements; intervals show their uncertainty.</source>
        <translation>WattGPU Planner %1

Predice la potencia consumida y la latencia entre tokens al servir un LLM en cada GPU de su catálogo y recomienda la GPU más eficiente energéticamente que cumple su SLA de latencia.

Las predicciones proceden de modelos entrenados con mediciones públicas; los intervalos muestran su incertidumbre.</translation>
    </message>
    <message>
        <source>The plan as a report: PDF (A4 or Letter), HTML, CSV or JSON</source>
        <translation>El plan como informe: PDF (A4 o Carta), HTML, CSV o JSON</translation>
    </message>
    <message>
        <source>&amp;Plan</source>
        <translation>&amp;Plan</translation>
    </message>
    <message>
        <source>&amp;Cost and carbon assumptions…</source>
        <translation>Supuestos de &amp;coste y carbono…</translation>
    </message>
    <message>
        <source>&amp;Capacity (server mode)</source>
        <translation>&amp;Capacidad (modo servidor)</translation>
    </message>
    <message>
        <source>Export report</source>
        <translation>Exportar informe</translation>
    </message>
    <message>
        <source>Choose a file name ending in .pdf, .html, .csv or .json.</source>
        <translation>Elija un nombre de archivo que termine en .pdf, .html, .csv o .json.</translation>
    </message>
    <message>
        <source>There is no model to report on yet.</source>
        <translation>Todavía no hay ningún modelo sobre el que informar.</translation>
    </message>
    <message>
        <source>No GPU is included: tick at least one GPU in the table.</source>
        <translation>No hay ninguna GPU incluida: marque al menos una GPU en la tabla.</translation>
    </message>
    <message>
        <source>Could not write the report to “%1”: %2.</source>
        <translation>No se pudo escribir el informe en “%1”: %2.</translation>
    </message>
    <message>
        <source>Report saved to %1</source>
        <translation>Informe guardado en %1</translation>
    </message>
    <message>
        <source>Export compare view</source>
        <translation>Exportar comparación</translation>
    </message>
    <message>
        <source>Pick two or three GPUs to compare.</source>
        <translation>Elija dos o tres GPU para comparar.</translation>
    </message>
    <message>
        <source>Choose a file name ending in .pdf or .html.</source>
        <translation>Elija un nombre de archivo que termine en .pdf o .html.</translation>
    </message>
    <message>
        <source>Could not write “%1”: %2.</source>
        <translation>No se pudo escribir “%1”: %2.</translation>
    </message>
    <message>
        <source>Compare view saved to %1</source>
        <translation>Comparación guardada en %1</translation>
    </message>
    <message>
        <source>PDF report, A4 (*.pdf)</source>
        <translation>Informe PDF, A4 (*.pdf)</translation>
    </message>
    <message>
        <source>PDF report, US Letter (*.pdf)</source>
        <translation>Informe PDF, Carta EE. UU. (*.pdf)</translation>
    </message>
    <message>
        <source>HTML report (*.html)</source>
        <translation>Informe HTML (*.html)</translation>
    </message>
    <message>
        <source>CSV table (*.csv)</source>
        <translation>Tabla CSV (*.csv)</translation>
    </message>
    <message>
        <source>JSON table (*.json)</source>
        <translation>Tabla JSON (*.json)</translation>
    </message>
    <message>
        <source>PDF page, A4 (*.pdf)</source>
        <translation>Página PDF, A4 (*.pdf)</translation>
    </message>
    <message>
        <source>PDF page, US Letter (*.pdf)</source>
        <translation>Página PDF, Carta EE. UU. (*.pdf)</translation>
    </message>
    <message>
        <source>HTML page (*.html)</source>
        <translation>Página HTML (*.html)</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>Could not export the table to “%1”: %2.</source>
        <translation>No se pudo exportar la tabla a “%1”: %2.</translation>
    </message>
    <message>
        <source>Table saved to %1</source>
        <translation>Tabla guardada en %1</translation>
    </message>
    <message>
        <source>Export re&amp;port…</source>
        <translation>Exportar &amp;informe…</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Deshacer: %1</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Rehacer: %1</translation>
    </message>
    <message>
        <source>The report could not be built: %1</source>
        <translation>No se pudo generar el informe: %1</translation>
    </message>
    <message>
        <source>%1 measured runs (%2 with power) on %3 GPUs and %4 LLMs</source>
        <translation>%1 ejecuciones medidas (%2 con potencia) en %3 GPU y %4 LLM</translation>
    </message>
    <message>
        <source>Meet the SLA at the &amp;upper bound of the interval</source>
        <translation>Cumplir el SLA en el límite &amp;superior del intervalo</translation>
    </message>
    <message>
        <source>Only deployments whose ~80 % ITL interval stays within the SLA qualify (safer; fewer qualify). Off: the predicted ITL must meet it</source>
        <translation>Solo califican los despliegues cuyo intervalo de ITL de ~80 % queda dentro del SLA (más seguro; califican menos). Desactivado: la ITL predicha debe cumplirlo</translation>
    </message>
    <message>
        <source>Updating…</source>
        <translation>Actualizando…</translation>
    </message>
    <message>
        <source>&amp;Speculative decoding and network…</source>
        <translation>Decodificación &amp;especulativa y red…</translation>
    </message>
</context>
<context>
    <name>wattgpu::ui::ModelFactsPanel</name>
    <message>
        <source>Parameters:</source>
        <translation>Parámetros:</translation>
    </message>
    <message>
        <source>Layers:</source>
        <translation>Capas:</translation>
    </message>
    <message>
        <source>Hidden size:</source>
        <translation>Dimensión oculta:</translation>
    </message>
    <message>
        <source>Attention heads:</source>
        <translation>Cabezas de atención:</translation>
    </message>
    <message>
        <source>KV heads:</source>
        <translation>Cabezas KV:</translation>
    </message>
    <message>
        <source>Max context:</source>
        <translation>Contexto máx.:</translation>
    </message>
    <message>
        <source>Weights:</source>
        <translation>Pesos:</translation>
    </message>
    <message>
        <source>KV cache per token:</source>
        <translation>Caché KV por token:</translation>
    </message>
    <message>
        <source>KV cache, this workload:</source>
        <translation>Caché KV, esta carga:</translation>
    </message>
    <message>
        <source>No model chosen</source>
        <translation>Ningún modelo elegido</translation>
    </message>
    <message>
        <source>%1 total, %2 active</source>
        <translation>%1 en total, %2 activos</translation>
    </message>
    <message>
        <source>MLA (latent %1)</source>
        <translation>MLA (latente %1)</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>%1 tokens</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>desconocido</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 en %2</translation>
    </message>
    <message>
        <source>%1 (%2 × %3 tokens)</source>
        <translation>%1 (%2 × %3 tokens)</translation>
    </message>
    <message>
        <source>Warnings for %1 (recommended):</source>
        <translation>Advertencias para %1 (recomendada):</translation>
    </message>
    <message>
        <source>Warnings for %1 (selected in the table):</source>
        <translation>Advertencias para %1 (seleccionada en la tabla):</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <source>%1 at %2 bits per weight (%3, as its config.json declares)</source>
        <translation>%1 a %2 bits por peso (%3, según su config.json)</translation>
    </message>
</context>
<context>
    <name>wattgpu::ui::ModelPicker</name>
    <message>
        <source>Models found: %1</source>
        <translation>Modelos encontrados: %1</translation>
    </message>
    <message>
        <source>Find &amp;model:</source>
        <translation>Buscar &amp;modelo:</translation>
    </message>
    <message>
        <source>current</source>
        <translation>actual</translation>
    </message>
    <message>
        <source>name, family or type, e.g. llama 8b</source>
        <translation>nombre, familia o tipo, p. ej. llama 8b</translation>
    </message>
    <message>
        <source>Famil&amp;y:</source>
        <translation>&amp;Familia:</translation>
    </message>
    <message>
        <source>Si&amp;ze:</source>
        <translation>Tama&amp;ño:</translation>
    </message>
    <message>
        <source>&amp;Type:</source>
        <translation>&amp;Tipo:</translation>
    </message>
    <message>
        <source>Open &amp;config.json…</source>
        <translation>A&amp;brir config.json…</translation>
    </message>
    <message>
        <source>Use a model that is not in the catalog: read its Hugging Face config.json</source>
        <translation>Usar un modelo que no está en el catálogo: leer su config.json de Hugging Face</translation>
    </message>
    <message>
        <source>All families</source>
        <translation>Todas las familias</translation>
    </message>
    <message>
        <source>Any size</source>
        <translation>Cualquier tamaño</translation>
    </message>
    <message>
        <source>&lt; 3 B</source>
        <translation>&lt; 3 B</translation>
    </message>
    <message>
        <source>3–10 B</source>
        <translation>3–10 B</translation>
    </message>
    <message>
        <source>10–40 B</source>
        <translation>10–40 B</translation>
    </message>
    <message>
        <source>40–100 B</source>
        <translation>40–100 B</translation>
    </message>
    <message>
        <source>&gt; 100 B</source>
        <translation>&gt; 100 B</translation>
    </message>
    <message>
        <source>Dense and MoE</source>
        <translation>Denso y MoE</translation>
    </message>
    <message>
        <source>Dense only</source>
        <translation>Solo denso</translation>
    </message>
    <message>
        <source>MoE only</source>
        <translation>Solo MoE</translation>
    </message>
    <message>
        <source>Models found: 0. Not in the catalog: fetch “%1” from the Hugging Face Hub.</source>
        <extracomment>no catalog model matches the search; the button below fetches it from the Hub</extracomment>
        <translation>Modelos encontrados: 0. No está en el catálogo: obtén «%1» del Hugging Face Hub.</translation>
    </message>
    <message>
        <source>Fetch from the Hu&amp;b…</source>
        <translation>Obtener del Hu&amp;b…</translation>
    </message>
    <message>
        <source>Read the model&apos;s config.json from the Hugging Face Hub and add it for this session</source>
        <translation>Leer el config.json del modelo en el Hugging Face Hub y añadirlo para esta sesión</translation>
    </message>
</context>
<context>
    <name>wattgpu::ui::ModelStrip</name>
    <message>
        <source>%1 parameters (%2 active)</source>
        <translation>%1 parámetros (%2 activos)</translation>
    </message>
    <message>
        <source>%1 parameters</source>
        <translation>%1 parámetros</translation>
    </message>
    <message>
        <source>weights %1 (%2)</source>
        <translation>pesos %1 (%2)</translation>
    </message>
    <message>
        <source>weights %1 at %2</source>
        <translation>pesos %1 en %2</translation>
    </message>
    <message>
        <source>KV cache %1 per token</source>
        <translation>caché KV %1 por token</translation>
    </message>
    <message>
        <source>context %1 tokens</source>
        <translation>contexto %1 tokens</translation>
    </message>
    <message>
        <source>Change model…</source>
        <translation>Cambiar modelo…</translation>
    </message>
    <message>
        <source>Show the model picker</source>
        <translation>Mostrar el selector de modelos</translation>
    </message>
    <message>
        <source>Show the model picker (%1)</source>
        <translation>Mostrar el selector de modelos (%1)</translation>
    </message>
    <message>
        <source>KV cache %1 per token (%2)</source>
        <translation>caché KV %1 por token (%2)</translation>
    </message>
</context>
<context>
    <name>wattgpu::ui::ObjectiveChart</name>
    <message>
        <source>%1 per GPU (lower is better)</source>
        <translation>%1 por GPU (menos es mejor)</translation>
    </message>
    <message>
        <source> · SLA %1 · greyed, too slow or no fit: %2 · ✗ does not fit in memory</source>
        <translation> · SLA %1 · en gris, demasiado lentas o no caben: %2 · ✗ no cabe en memoria</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>Recommended</source>
        <translation>Recomendada</translation>
    </message>
    <message>
        <source>Meets the SLA</source>
        <translation>Cumple el SLA</translation>
    </message>
    <message>
        <source>Misses the SLA or does not fit</source>
        <translation>No cumple el SLA o no cabe</translation>
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
        <translation>No hay GPU propias en el plan: añádalas arriba con &lt;b&gt;GPU propias…&lt;/b&gt; (un tipo de GPU y una cantidad por fila, o un archivo JSON o CSV).</translation>
    </message>
    <message>
        <source>What owned GPUs serve is a server-mode question: switch the scenario to &lt;b&gt;Server&lt;/b&gt; in the workload bar.</source>
        <translation>Lo que atienden las GPU propias es una pregunta del modo servidor: cambie el escenario a &lt;b&gt;Servidor&lt;/b&gt; en la barra de carga.</translation>
    </message>
    <message>
        <source>The owned GPUs could not be planned: %1</source>
        <translation>No se pudieron planificar las GPU propias: %1</translation>
    </message>
    <message>
        <source>Planning the owned GPUs…</source>
        <translation>Planificando las GPU propias…</translation>
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
        <translation>%1 de potencia media de GPU, &lt;b&gt;%2&lt;/b&gt;</translation>
    </message>
    <message>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <source>J/token</source>
        <translation>J/token</translation>
    </message>
    <message>
        <source>, &lt;b&gt;misses the SLA&lt;/b&gt; (slowest replica %1)</source>
        <translation>, &lt;b&gt;no cumple el SLA&lt;/b&gt; (réplica más lenta %1)</translation>
    </message>
    <message>
        <source>, ⚠ at risk: an ITL interval reaches above the SLA</source>
        <translation>, ⚠ en riesgo: un intervalo de ITL supera el SLA</translation>
    </message>
    <message>
        <source>At capacity: %1.</source>
        <translation>A plena capacidad: %1.</translation>
    </message>
    <message>
        <source>Fleet target %1: &lt;b&gt;carried, nothing to buy&lt;/b&gt;; at the target %2.</source>
        <translation>Objetivo de la flota %1: &lt;b&gt;cubierto, nada que comprar&lt;/b&gt;; en el objetivo %2.</translation>
    </message>
    <message>
        <source>Fleet target %1: not carried, see &lt;b&gt;Purchases&lt;/b&gt; for what to buy.</source>
        <translation>Objetivo de la flota %1: no cubierto, vea &lt;b&gt;Compras&lt;/b&gt; para saber qué comprar.</translation>
    </message>
    <message>
        <source>Set a &lt;b&gt;fleet&lt;/b&gt; target in the workload bar to see what to buy to reach it.</source>
        <translation>Fije un objetivo de &lt;b&gt;flota entera&lt;/b&gt; en la barra de carga para ver qué comprar para alcanzarlo.</translation>
    </message>
    <message>
        <source>%1: at most %2 per replica</source>
        <extracomment>an owned replica size and its max sustainable rate with the interval</extracomment>
        <translation>%1: como máximo %2 por réplica</translation>
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
        <translation>Propias</translation>
    </message>
    <message>
        <source>In replicas</source>
        <translation>En réplicas</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>Reparto</translation>
    </message>
    <message>
        <source>Capacity (req/s)</source>
        <translation>Capacidad (req/s)</translation>
    </message>
    <message>
        <source>Why none</source>
        <translation>Por qué ninguna</translation>
    </message>
    <message>
        <source>What this GPU type serves under the SLA, req/s, with its interval (the ITL interval&apos;s upper and lower end tested against the SLA)</source>
        <translation>Lo que atiende este tipo de GPU dentro del SLA, req/s, con su intervalo (los extremos superior e inferior del intervalo de ITL comparados con el SLA)</translation>
    </message>
    <message>
        <source>Replicas × (GPUs per replica), the split with the most request rate from the owned count</source>
        <translation>Réplicas × (GPU por réplica), el reparto con la mayor tasa de solicitudes a partir de la cantidad propia</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 owned GPUs&lt;/b&gt; (%2 in replicas) serve &lt;b&gt;%3&lt;/b&gt; under the %4 SLA, each replica at most %5 % of its max sustainable rate.</source>
        <extracomment>owned GPUs: how many, how many in replicas, the capacity with its interval, the SLA, the headroom</extracomment>
        <translation>&lt;b&gt;%1 GPU propias&lt;/b&gt; (%2 en réplicas) atienden &lt;b&gt;%3&lt;/b&gt; dentro del SLA de %4, cada réplica como máximo al %5 % de su mayor tasa sostenible.</translation>
    </message>
    <message>
        <source>, &lt;b&gt;misses the SLA&lt;/b&gt; (slowest replica %1, TTFT %2)</source>
        <extracomment>owned GPUs that miss an SLA with a TTFT limit: the slowest replica&apos;s ITL and TTFT</extracomment>
        <translation>, &lt;b&gt;no cumple el SLA&lt;/b&gt; (réplica más lenta %1, TTFT %2)</translation>
    </message>
    <message>
        <source>, ⚠ at risk: an ITL or TTFT interval reaches above the SLA</source>
        <translation>, ⚠ en riesgo: un intervalo de ITL o de TTFT llega por encima del SLA</translation>
    </message>
</context>
<context>
    <name>wattgpu::ui::PlanDocument</name>
    <message>
        <source>Choose model %1</source>
        <translation>Elegir modelo %1</translation>
    </message>
    <message>
        <source>Set concurrency to %1</source>
        <translation>Fijar concurrencia en %1</translation>
    </message>
    <message>
        <source>Set prompt length to %1</source>
        <translation>Fijar longitud del prompt en %1</translation>
    </message>
    <message>
        <source>Set output length to %1</source>
        <translation>Fijar longitud de salida en %1</translation>
    </message>
    <message>
        <source>Set precision to %1</source>
        <translation>Fijar precisión en %1</translation>
    </message>
    <message>
        <source>Set GPUs per replica to %1</source>
        <translation>Fijar GPU por réplica en %1</translation>
    </message>
    <message>
        <source>Set ITL SLA to %1 ms</source>
        <translation>Fijar SLA de ITL en %1 ms</translation>
    </message>
    <message>
        <source>Optimise for %1</source>
        <translation>Optimizar para %1</translation>
    </message>
    <message>
        <source>Switch to offline batch</source>
        <translation>Cambiar a lote offline</translation>
    </message>
    <message>
        <source>Switch to server at %1 req/s</source>
        <translation>Cambiar a servidor a %1 req/s</translation>
    </message>
    <message>
        <source>Set request rate to %1 req/s</source>
        <translation>Fijar tasa de solicitudes en %1 req/s</translation>
    </message>
    <message>
        <source>Change cost and carbon assumptions</source>
        <translation>Cambiar supuestos de coste y carbono</translation>
    </message>
    <message>
        <source>Include %1</source>
        <translation>Incluir %1</translation>
    </message>
    <message>
        <source>Exclude %1</source>
        <translation>Excluir %1</translation>
    </message>
    <message>
        <source>Include GPUs (%1)</source>
        <translation>Incluir GPU (%1)</translation>
    </message>
    <message>
        <source>Exclude GPUs (%1)</source>
        <translation>Excluir GPU (%1)</translation>
    </message>
    <message>
        <source>Serve with %1</source>
        <translation>Servir con %1</translation>
    </message>
    <message>
        <source>Choose GPUs per replica automatically</source>
        <translation>Elegir automáticamente las GPU por réplica</translation>
    </message>
    <message>
        <source>Measure latency as %1</source>
        <translation>Medir la latencia como %1</translation>
    </message>
    <message>
        <source>Meet the SLA at the interval&apos;s upper bound</source>
        <translation>Cumplir el SLA en el límite superior del intervalo</translation>
    </message>
    <message>
        <source>Meet the SLA at the predicted value</source>
        <translation>Cumplir el SLA en el valor predicho</translation>
    </message>
    <message>
        <source>Apply fix: %1</source>
        <translation>Aplicar corrección: %1</translation>
    </message>
    <message>
        <source>Show every GPU count as a deployment of its own</source>
        <translation>Mostrar cada cantidad de GPU como despliegue propio</translation>
    </message>
    <message>
        <source>Use the model&apos;s native precision</source>
        <translation>Usar la precisión nativa del modelo</translation>
    </message>
    <message>
        <source>Set fleet target to %1 req/s</source>
        <translation>Fijar objetivo de la flota en %1 req/s</translation>
    </message>
    <message>
        <source>Clear the fleet target</source>
        <translation>Quitar el objetivo de la flota</translation>
    </message>
    <message>
        <source>Remove the power budget</source>
        <translation>Quitar el presupuesto de potencia</translation>
    </message>
    <message>
        <source>Set the power budget to %1 kW at the wall</source>
        <translation>Fijar el presupuesto de potencia en %1 kW en la toma</translation>
    </message>
    <message>
        <source>Set the power budget to %1 W of GPU boards</source>
        <translation>Fijar el presupuesto de potencia en %1 W de placas GPU</translation>
    </message>
    <message>
        <source>Clear the owned GPUs</source>
        <translation>Vaciar las GPU propias</translation>
    </message>
    <message>
        <source>Set the owned GPUs (%1)</source>
        <translation>Fijar las GPU propias (%1)</translation>
    </message>
    <message>
        <source>Set TTFT SLA to %1 ms</source>
        <translation>Fijar el SLA de TTFT en %1 ms</translation>
    </message>
    <message>
        <source>Remove the TTFT SLA</source>
        <translation>Quitar el SLA de TTFT</translation>
    </message>
    <message>
        <source>Set KV-cache precision to %1</source>
        <translation>Fijar la precisión de la caché KV en %1</translation>
    </message>
    <message>
        <source>Serve %1 % of prompt tokens from the prefix cache</source>
        <translation>Servir el %1 % de los tokens del prompt desde la caché de prefijos</translation>
    </message>
    <message>
        <source>Turn the prefix cache off</source>
        <translation>Desactivar la caché de prefijos</translation>
    </message>
    <message>
        <source>Compare disaggregated prefill/decode</source>
        <translation>Comparar prefill/decode desagregado</translation>
    </message>
    <message>
        <source>Stop comparing disaggregated prefill/decode</source>
        <translation>Dejar de comparar prefill/decode desagregado</translation>
    </message>
    <message>
        <source>Set speculative decoding and the network</source>
        <translation>Fijar la decodificación especulativa y la red</translation>
    </message>
</context>
<context>
    <name>wattgpu::ui::PlanFiles</name>
    <message>
        <source>WattGPU plans (*.wattgpu);;All files (*)</source>
        <translation>Planes de WattGPU (*.wattgpu);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Open plan</source>
        <translation>Abrir plan</translation>
    </message>
    <message>
        <source>Could not open the plan “%1”.
%2
Your current plan has not been changed.</source>
        <translation>No se pudo abrir el plan “%1”.
%2
Su plan actual no ha cambiado.</translation>
    </message>
    <message>
        <source>plan.wattgpu</source>
        <translation>plan.wattgpu</translation>
    </message>
    <message>
        <source>Save plan</source>
        <translation>Guardar plan</translation>
    </message>
    <message>
        <source>Untitled plan</source>
        <translation>Plan sin título</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Cambios sin guardar</translation>
    </message>
    <message>
        <source>The plan “%1” has unsaved changes. Save them?</source>
        <translation>El plan “%1” tiene cambios sin guardar. ¿Desea guardarlos?</translation>
    </message>
    <message>
        <source>&amp;%1 %2</source>
        <extracomment>recent file entry: mnemonic number and file name</extracomment>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <source>No recent plans</source>
        <translation>No hay planes recientes</translation>
    </message>
    <message>
        <source>&amp;Clear list</source>
        <translation>&amp;Borrar lista</translation>
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
        <translation>El límite de potencia se recorre para la flota que cubre el objetivo de la flota: cambie el escenario a &lt;b&gt;Servidor&lt;/b&gt; y fije &lt;b&gt;flota entera&lt;/b&gt; en la barra de carga.</translation>
    </message>
    <message>
        <source>The power cap could not be swept: %1</source>
        <translation>No se pudo recorrer el límite de potencia: %1</translation>
    </message>
    <message>
        <source>No fleet carries the fleet target under the SLA, so there is no deployment to cap.</source>
        <translation>Ninguna flota cubre el objetivo de la flota dentro del SLA, así que no hay despliegue que limitar.</translation>
    </message>
    <message>
        <source>Sweeping the power cap…</source>
        <translation>Recorriendo el límite de potencia…</translation>
    </message>
    <message>
        <source>The power cap as a lever for &lt;b&gt;%1&lt;/b&gt;, the best fleet within the power budget, at caps of its %2 limit per GPU.</source>
        <translation>El límite de potencia como palanca para &lt;b&gt;%1&lt;/b&gt;, la mejor flota dentro del presupuesto de potencia, con fracciones de su límite de %2 por GPU.</translation>
    </message>
    <message>
        <source>The power cap as a lever for &lt;b&gt;%1&lt;/b&gt;, the lowest-energy fleet, at caps of its %2 limit per GPU.</source>
        <translation>El límite de potencia como palanca para &lt;b&gt;%1&lt;/b&gt;, la flota de menor energía, con fracciones de su límite de %2 por GPU.</translation>
    </message>
    <message>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <source>One replica is held at %1, its share of %2 in the uncapped fleet.</source>
        <extracomment>power cap sweep: the rate one replica is held at, and the fleet target it is a share of</extracomment>
        <translation>Una réplica se mantiene en %1, su parte de %2 en la flota sin límite.</translation>
    </message>
    <message>
        <source>req/s</source>
        <translation>req/s</translation>
    </message>
    <message>
        <source>The uncapped deployment carries no fleet; the rows say why.</source>
        <translation>El despliegue sin límite no sostiene ninguna flota; las filas dicen por qué.</translation>
    </message>
    <message>
        <source>From %1 % no fleet of it carries the target.</source>
        <translation>Desde el %1 % ninguna flota de ella cubre el objetivo.</translation>
    </message>
    <message>
        <source>Peak at wall (kW)</source>
        <translation>Pico en la toma (kW)</translation>
    </message>
    <message>
        <source>Peak GPUs (kW)</source>
        <translation>Pico GPU (kW)</translation>
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
        <translation>Por debajo de lo que consumiría la réplica: la GPU baja su reloj</translation>
    </message>
    <message>
        <source>misses</source>
        <translation>no cumple</translation>
    </message>
    <message>
        <source>at risk</source>
        <translation>en riesgo</translation>
    </message>
    <message>
        <source>meets</source>
        <translation>cumple</translation>
    </message>
    <message>
        <source>%1, throttled</source>
        <translation>%1, limitada</translation>
    </message>
    <message>
        <source>within: %1 headroom</source>
        <translation>dentro: %1 de margen</translation>
    </message>
    <message>
        <source>over by %1 (%2 %)</source>
        <translation>lo supera en %1 (%2 %)</translation>
    </message>
    <message>
        <source>Cap (% of limit)</source>
        <translation>Límite (% del máximo)</translation>
    </message>
    <message>
        <source>Cap (W/GPU)</source>
        <translation>Límite (W/GPU)</translation>
    </message>
    <message>
        <source>ITL (ms)</source>
        <translation>ITL (ms)</translation>
    </message>
    <message>
        <source>Replica power (W)</source>
        <translation>Potencia de la réplica (W)</translation>
    </message>
    <message>
        <source>J/token</source>
        <translation>J/token</translation>
    </message>
    <message>
        <source>SLA</source>
        <translation>SLA</translation>
    </message>
    <message>
        <source>Replicas</source>
        <translation>Réplicas</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Fleet power (W)</source>
        <translation>Potencia de la flota (W)</translation>
    </message>
    <message>
        <source>Peak (kW)</source>
        <translation>Pico (kW)</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>Presupuesto</translation>
    </message>
    <message>
        <source>Why no fleet</source>
        <translation>Por qué no hay flota</translation>
    </message>
    <message>
        <source>One replica at the reference rate, ms, with its interval, in the plan&apos;s ITL definition</source>
        <translation>Una réplica a la tasa de referencia, ms, con su intervalo, en la definición de ITL del plan</translation>
    </message>
    <message>
        <source>One replica&apos;s mean power at the reference rate, W, with its interval</source>
        <translation>Potencia media de una réplica a la tasa de referencia, W, con su intervalo</translation>
    </message>
    <message>
        <source>Energy per output token of that replica, J</source>
        <translation>Energía por token de salida de esa réplica, J</translation>
    </message>
    <message>
        <source>GPUs the fleet target needs at this cap</source>
        <translation>GPU que necesita el objetivo de la flota con este límite</translation>
    </message>
    <message>
        <source>That fleet&apos;s predicted mean GPU power, W</source>
        <translation>La potencia media de GPU prevista de esa flota, W</translation>
    </message>
    <message>
        <source>misses (overloaded)</source>
        <extracomment>power cap sweep: the reference replica cannot keep up with its rate at this cap</extracomment>
        <translation>no cumple (sobrecargada)</translation>
    </message>
    <message>
        <source>The %1 SLA &lt;b&gt;breaks at %2 %&lt;/b&gt;.</source>
        <extracomment>power cap sweep: the SLA by its limits (&quot;50 ms ITL&quot;) and the cap where it breaks</extracomment>
        <translation>El SLA de %1 &lt;b&gt;se rompe al %2 %&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>The %1 SLA holds down to %2 %.</source>
        <translation>El SLA de %1 se cumple hasta el %2 %.</translation>
    </message>
    <message>
        <source>The power cap as a lever for &lt;b&gt;%1&lt;/b&gt;, the fleet of the smallest peak (no fleet fits the power budget), at caps of its %2 limit per GPU.</source>
        <translation>El límite de potencia como palanca para &lt;b&gt;%1&lt;/b&gt;, la flota de menor pico (ninguna flota cabe en el presupuesto de potencia), con límites de su %2 por GPU.</translation>
    </message>
</context>
<context>
    <name>wattgpu::ui::PowerItlChart</name>
    <message>
        <source>Power vs inter-token latency</source>
        <translation>Potencia frente a latencia entre tokens</translation>
    </message>
    <message>
        <source> · not shown, do not fit in memory: %1</source>
        <translation> · no mostradas, no caben en memoria: %1</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>Mean power per replica</source>
        <translation>Potencia media por réplica</translation>
    </message>
    <message>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <source>Pareto front (nothing both faster and lower-power)</source>
        <translation>Frente de Pareto (nada más rápido y de menor potencia a la vez)</translation>
    </message>
    <message>
        <source>Misses the SLA</source>
        <translation>No cumple el SLA</translation>
    </message>
    <message>
        <source>Meets the SLA</source>
        <translation>Cumple el SLA</translation>
    </message>
    <message>
        <source>Recommended</source>
        <translation>Recomendada</translation>
    </message>
    <message>
        <source>★ %1</source>
        <translation>★ %1</translation>
    </message>
    <message>
        <source>SLA %1 · too slow →</source>
        <translation>SLA %1 · demasiado lentas →</translation>
    </message>
    <message>
        <source>Misses ITL or TTFT</source>
        <translation>No cumple ITL o TTFT</translation>
    </message>
    <message>
        <source>%1 SLA %2 · too slow →</source>
        <translation>SLA de %1 %2 · demasiado lentas →</translation>
    </message>
</context>
<context>
    <name>wattgpu::ui::PresentationView</name>
    <message>
        <source>★ Recommended</source>
        <translation>★ Recomendada</translation>
    </message>
    <message>
        <source>Meets the SLA · +%1 %</source>
        <translation>Cumple el SLA · +%1 %</translation>
    </message>
    <message>
        <source>Too slow for the SLA</source>
        <translation>Demasiado lenta para el SLA</translation>
    </message>
    <message>
        <source>Does not fit</source>
        <translation>No cabe</translation>
    </message>
    <message>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <source>ms / token</source>
        <translation>ms / token</translation>
    </message>
    <message>
        <source>J / token</source>
        <translation>J / token</translation>
    </message>
    <message>
        <source>F11 or Esc: leave presentation mode</source>
        <translation>F11 o Esc: salir del modo presentación</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(ninguna)</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>W mean</source>
        <translation>W media</translation>
    </message>
    <message>
        <source>gCO₂ / 1M tokens</source>
        <translation>gCO₂ / 1 M tokens</translation>
    </message>
    <message>
        <source>Co&amp;mpare:</source>
        <translation>Co&amp;mparar:</translation>
    </message>
    <message>
        <source>E&amp;xport compare page…</source>
        <translation>E&amp;xportar página de comparación…</translation>
    </message>
    <message>
        <source>The cards on one page, as PDF (A4 or Letter) or HTML</source>
        <translation>Las tarjetas en una página, en PDF (A4 o Carta) o HTML</translation>
    </message>
    <message>
        <source>★ Recommended · at risk</source>
        <extracomment>presentation card of the winner whose ITL interval reaches above the SLA</extracomment>
        <translation>★ Recomendada · en riesgo</translation>
    </message>
    <message>
        <source>At risk for the SLA · +%1 %</source>
        <translation>En riesgo para el SLA · +%1 %</translation>
    </message>
    <message>
        <source>$ / 1M tokens all-in</source>
        <translation>$ / 1 M tokens, total</translation>
    </message>
    <message>
        <source>$ / 1M tokens electricity</source>
        <translation>$ / 1 M tokens, electricidad</translation>
    </message>
</context>
<context>
    <name>wattgpu::ui::PurchaseView</name>
    <message>
        <source>electricity only</source>
        <translation>solo electricidad</translation>
    </message>
    <message>
        <source>quoted rate</source>
        <translation>tarifa cotizada</translation>
    </message>
    <message>
        <source>rate per GPU-hour</source>
        <translation>tarifa por GPU-hora</translation>
    </message>
    <message>
        <source>purchase price</source>
        <translation>precio de compra</translation>
    </message>
    <message>
        <source>unpriced</source>
        <translation>sin precio</translation>
    </message>
    <message>
        <source>A purchase adds to the GPUs you own: add them with &lt;b&gt;Owned GPUs…&lt;/b&gt; above.</source>
        <translation>Una compra se suma a las GPU que posee: añádalas arriba con &lt;b&gt;GPU propias…&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>What to buy is a server-mode question: switch the scenario to &lt;b&gt;Server&lt;/b&gt; in the workload bar.</source>
        <translation>Qué comprar es una pregunta del modo servidor: cambie el escenario a &lt;b&gt;Servidor&lt;/b&gt; en la barra de carga.</translation>
    </message>
    <message>
        <source>The purchases could not be planned: %1</source>
        <translation>No se pudieron planificar las compras: %1</translation>
    </message>
    <message>
        <source>Planning the purchases…</source>
        <translation>Planificando las compras…</translation>
    </message>
    <message>
        <source>A purchase reaches the fleet target: set &lt;b&gt;fleet&lt;/b&gt; beside the rate per replica in the workload bar.</source>
        <translation>Una compra alcanza el objetivo de la flota: fije &lt;b&gt;flota entera&lt;/b&gt; junto a la tasa por réplica en la barra de carga.</translation>
    </message>
    <message>
        <source>req/s</source>
        <translation>req/s</translation>
    </message>
    <message>
        <source>The owned GPUs serve %1 and carry the fleet target of &lt;b&gt;%2&lt;/b&gt;: &lt;b&gt;nothing to buy&lt;/b&gt;.</source>
        <translation>Las GPU propias atienden %1 y cubren el objetivo de la flota de &lt;b&gt;%2&lt;/b&gt;: &lt;b&gt;nada que comprar&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <extracomment>a purchase: GPUs to buy × GPU name</extracomment>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>The owned GPUs serve %1, short of the fleet target of &lt;b&gt;%2&lt;/b&gt;.</source>
        <extracomment>purchases: the owned GPUs&apos; capacity (with its interval) against the fleet target</extracomment>
        <translation>Las GPU propias atienden %1, por debajo del objetivo de la flota de &lt;b&gt;%2&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>No GPU type reaches it by a purchase; the table says why.</source>
        <translation>Ningún tipo de GPU lo alcanza con una compra; la tabla dice por qué.</translation>
    </message>
    <message>
        <source>The fewest GPUs to buy per GPU type, by USD per day:</source>
        <translation>Las menos GPU que comprar por tipo de GPU, por USD al día:</translation>
    </message>
    <message>
        <source>cheapest &lt;b&gt;%1&lt;/b&gt; (%2/day, hardware and electricity);</source>
        <translation>la más barata &lt;b&gt;%1&lt;/b&gt; (%2/día, hardware y electricidad);</translation>
    </message>
    <message>
        <source>cheapest &lt;b&gt;%1&lt;/b&gt; (%2/day, electricity only: set a hardware cost in Plan → Cost and carbon assumptions);</source>
        <translation>la más barata &lt;b&gt;%1&lt;/b&gt; (%2/día, solo electricidad: fije un coste de hardware en Plan → Supuestos de coste y carbono);</translation>
    </message>
    <message>
        <source>USD</source>
        <translation>USD</translation>
    </message>
    <message>
        <source>cheapest: none, no purchase has a hardware price;</source>
        <translation>la más barata: ninguna, ninguna compra tiene precio de hardware;</translation>
    </message>
    <message>
        <source>lowest energy &lt;b&gt;%1&lt;/b&gt; (%2/day, %3);</source>
        <translation>menor energía &lt;b&gt;%1&lt;/b&gt; (%2/día, %3);</translation>
    </message>
    <message>
        <source>kWh</source>
        <translation>kWh</translation>
    </message>
    <message>
        <source>J/token</source>
        <translation>J/token</translation>
    </message>
    <message>
        <source>fewest GPUs &lt;b&gt;%1&lt;/b&gt;.</source>
        <translation>menos GPU &lt;b&gt;%1&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>%1 (misses the SLA)</source>
        <extracomment>a purchase whose fleet misses the SLA at the target</extracomment>
        <translation>%1 (no cumple el SLA)</translation>
    </message>
    <message>
        <source>%1 (at risk)</source>
        <translation>%1 (en riesgo)</translation>
    </message>
    <message>
        <source>%1: an ITL interval at the target reaches above the SLA (slowest replica %2)</source>
        <translation>%1: un intervalo de ITL en el objetivo supera el SLA (réplica más lenta %2)</translation>
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
        <translation>GPU a comprar</translation>
    </message>
    <message>
        <source>Split after</source>
        <translation>Reparto después</translation>
    </message>
    <message>
        <source>Capacity after (req/s)</source>
        <translation>Capacidad después (req/s)</translation>
    </message>
    <message>
        <source>kWh/day</source>
        <translation>kWh/día</translation>
    </message>
    <message>
        <source>Hardware USD/day</source>
        <translation>Hardware USD/día</translation>
    </message>
    <message>
        <source>USD/day</source>
        <translation>USD/día</translation>
    </message>
    <message>
        <source>Cost basis</source>
        <translation>Base de coste</translation>
    </message>
    <message>
        <source>Why none</source>
        <translation>Por qué ninguna</translation>
    </message>
    <message>
        <source>What the owned GPUs and the purchase serve together under the SLA, req/s, with its interval</source>
        <translation>Lo que atienden juntas las GPU propias y la compra dentro del SLA, req/s, con su intervalo</translation>
    </message>
    <message>
        <source>The whole fleet&apos;s GPU board energy per day at the fleet target, kWh (PUE not applied)</source>
        <translation>La energía de las placas GPU de toda la flota al día en el objetivo de la flota, kWh (sin PUE)</translation>
    </message>
    <message>
        <source>The whole fleet&apos;s energy per output token at the fleet target, J, with its interval</source>
        <translation>La energía de toda la flota por token de salida en el objetivo de la flota, J, con su intervalo</translation>
    </message>
    <message>
        <source>The bought GPUs around the clock, USD/day (Plan → Cost and carbon assumptions)</source>
        <translation>Las GPU compradas las 24 horas, USD/día (Plan → Supuestos de coste y carbono)</translation>
    </message>
    <message>
        <source>Bought hardware plus the whole fleet&apos;s electricity at the fleet target, USD/day</source>
        <translation>Hardware comprado más la electricidad de toda la flota en el objetivo de la flota, USD/día</translation>
    </message>
    <message>
        <source>%1: an ITL or TTFT interval at the target reaches above the SLA (slowest replica %2, TTFT %3)</source>
        <translation>%1: un intervalo de ITL o de TTFT en el objetivo llega por encima del SLA (réplica más lenta %2, TTFT %3)</translation>
    </message>
    <message>
        <source>&lt;b&gt;None of them is within the power budget&lt;/b&gt;: each fleet&apos;s peak exceeds it.</source>
        <extracomment>purchases under a power budget that none of them fits</extracomment>
        <translation>&lt;b&gt;Ninguna cabe en el presupuesto de potencia&lt;/b&gt;: el pico de cada flota lo supera.</translation>
    </message>
    <message>
        <source>The purchases named are within the power budget.</source>
        <translation>Las compras nombradas caben en el presupuesto de potencia.</translation>
    </message>
    <message>
        <source>%1 (over the power budget by %2)</source>
        <extracomment>a purchase whose fleet&apos;s peak exceeds the power budget</extracomment>
        <translation>%1 (supera el presupuesto de potencia en %2)</translation>
    </message>
    <message>
        <source>kW</source>
        <translation>kW</translation>
    </message>
    <message>
        <source>%1 (out of distribution: an extrapolation)</source>
        <extracomment>a purchase of a custom GPU, or one predicted outside the training data</extracomment>
        <translation>%1 (fuera de distribución: una extrapolación)</translation>
    </message>
    <message>
        <source>%1 (the capacity interval&apos;s low end is short of the target)</source>
        <extracomment>the purchase&apos;s capacity interval starts below the fleet target</extracomment>
        <translation>%1 (el extremo inferior del intervalo de capacidad no alcanza el objetivo)</translation>
    </message>
</context>
<context>
    <name>wattgpu::ui::RecommendationBanner</name>
    <message>
        <source>Computing the recommendation…</source>
        <translation>Calculando la recomendación…</translation>
    </message>
    <message>
        <source>No prediction: the prediction model failed</source>
        <translation>Sin predicción: el modelo de predicción falló</translation>
    </message>
    <message>
        <source>Apply fix</source>
        <extracomment>Button on the banner: apply the nearest proven fix to the plan (one undo step)</extracomment>
        <translation>Aplicar corrección</translation>
    </message>
    <message>
        <source>Change the plan as the nearest fix says; Undo takes it back</source>
        <translation>Cambiar el plan como dice la corrección más cercana; Deshacer lo revierte</translation>
    </message>
    <message>
        <source>⚠ warnings: %1</source>
        <translation>⚠ avisos: %1</translation>
    </message>
    <message>
        <source>Warnings for the recommended deployment:</source>
        <translation>Avisos para el despliegue recomendado:</translation>
    </message>
</context>
<context>
    <name>wattgpu::ui::RetrainDialog</name>
    <message>
        <source>Cancelling…</source>
        <translation>Cancelando…</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>n = %1 predictions</source>
        <translation>n = %1 predicciones</translation>
    </message>
    <message>
        <source>Retrain the prediction model</source>
        <translation>Reentrenar el modelo de predicción</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Use retrained model</source>
        <translation>Usar modelo reentrenado</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Training on the bundled measurements and your imports… %1</source>
        <translation>Entrenando con las mediciones incluidas y sus importaciones… %1</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>División</translation>
    </message>
    <message>
        <source>Power MdAPE
shipped</source>
        <translation>MdAPE potencia
incluido</translation>
    </message>
    <message>
        <source>Power MdAPE
retrained</source>
        <translation>MdAPE potencia
reentrenado</translation>
    </message>
    <message>
        <source>ITL MdAPE
shipped</source>
        <translation>MdAPE ITL
incluido</translation>
    </message>
    <message>
        <source>ITL MdAPE
retrained</source>
        <translation>MdAPE ITL
reentrenado</translation>
    </message>
    <message>
        <source>MdAPE: median absolute percentage error, lower is better. cv5: 5-fold cross-validation grouped by (LLM, GPU); logo: leave one GPU out; lolo: leave one LLM out. The two models are scored on their own training data, so the columns compare like with like only when no rows were added.</source>
        <translation>MdAPE: mediana del error porcentual absoluto, menos es mejor. cv5: validación cruzada de 5 particiones agrupada por (LLM, GPU); logo: dejar una GPU fuera; lolo: dejar un LLM fuera. Los dos modelos se evalúan con sus propios datos de entrenamiento, así que las columnas solo son comparables si no se añadieron filas.</translation>
    </message>
    <message>
        <source>Shipped evaluation unavailable: %1</source>
        <translation>Evaluación incluida no disponible: %1</translation>
    </message>
</context>
<context>
    <name>wattgpu::ui::SlaSweepChart</name>
    <message>
        <source>Which GPU wins as the SLA moves</source>
        <translation>Qué GPU gana según se mueve el SLA</translation>
    </message>
    <message>
        <source>No included GPU fits this workload</source>
        <translation>Ninguna GPU incluida admite esta carga</translation>
    </message>
    <message>
        <source>Computing…</source>
        <translation>Calculando…</translation>
    </message>
    <message>
        <source>%1 · bands: the recommended GPU for each SLA · line: its %2</source>
        <translation>%1 · bandas: la GPU recomendada para cada SLA · línea: su valor de %2</translation>
    </message>
    <message>
        <source>Winner&apos;s %1</source>
        <translation>%1 de la ganadora</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>, log scale</source>
        <translation>, escala log.</translation>
    </message>
    <message>
        <source>your SLA: %1</source>
        <translation>su SLA: %1</translation>
    </message>
    <message>
        <source>SLA %1–%2</source>
        <translation>SLA %1–%2</translation>
    </message>
    <message>
        <source>%1: no GPU is fast enough</source>
        <translation>%1: ninguna GPU es lo bastante rápida</translation>
    </message>
    <message>
        <source>%1: &lt;b&gt;%2&lt;/b&gt; wins at %3</source>
        <translation>%1: &lt;b&gt;%2&lt;/b&gt; gana con %3</translation>
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
        <translation>Como máximo %1 GPU a la vez: desmarque una primero</translation>
    </message>
</context>
<context>
    <name>wattgpu::ui::WorkloadBar</name>
    <message>
        <source>Co&amp;ncurrency</source>
        <translation>Co&amp;ncurrencia</translation>
    </message>
    <message>
        <source>Scen&amp;ario</source>
        <translation>Escenari&amp;o</translation>
    </message>
    <message>
        <source>Sequences decoded at once (batch size / max-num-seqs)</source>
        <translation>Secuencias decodificadas a la vez (tamaño del lote / max-num-seqs)</translation>
    </message>
    <message>
        <source> req/s</source>
        <translation> req/s</translation>
    </message>
    <message>
        <source>Requests per second arriving at one replica (0.001–1000 req/s; arrows step a quarter decade)</source>
        <translation>Solicitudes por segundo que llegan a una réplica (0,001–1000 req/s; las flechas avanzan un cuarto de década)</translation>
    </message>
    <message>
        <source>O&amp;utput tokens</source>
        <translation>Tokens de sal&amp;ida</translation>
    </message>
    <message>
        <source>P&amp;recision</source>
        <translation>P&amp;recisión</translation>
    </message>
    <message>
        <source>&amp;GPUs per replica</source>
        <translation>&amp;GPU por réplica</translation>
    </message>
    <message>
        <source>ITL &amp;SLA</source>
        <translation>&amp;SLA de ITL</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Longest acceptable inter-token latency</source>
        <translation>Mayor latencia entre tokens aceptable</translation>
    </message>
    <message>
        <source>Drag to move the SLA (log scale, 1–1000 ms)</source>
        <translation>Arrastre para mover el SLA (escala log., 1–1000 ms)</translation>
    </message>
    <message>
        <source>Ob&amp;jective</source>
        <translation>Ob&amp;jetivo</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Servidor</translation>
    </message>
    <message>
        <source>× %1</source>
        <translation>× %1</translation>
    </message>
    <message>
        <source>Lowest energy per token</source>
        <translation>Menor energía por token</translation>
    </message>
    <message>
        <source>Lowest mean power</source>
        <translation>Menor potencia media</translation>
    </message>
    <message>
        <source>Lowest cost</source>
        <translation>Menor coste</translation>
    </message>
    <message>
        <source>Lowest CO₂</source>
        <translation>Menor CO₂</translation>
    </message>
    <message>
        <source>USD per 1M output tokens: electricity, plus hardware when a hardware cost is set</source>
        <translation>USD por 1 M de tokens de salida: electricidad, más hardware si hay coste de hardware</translation>
    </message>
    <message>
        <source>gCO₂ per 1M output tokens: energy × PUE × grid intensity</source>
        <translation>gCO₂ por 1 M de tokens de salida: energía × PUE × intensidad de la red</translation>
    </message>
    <message>
        <source>Cost ($/1M tokens) and CO₂ (gCO₂/1M tokens) use Plan → Cost and carbon assumptions</source>
        <translation>Coste ($/1 M tokens) y CO₂ (gCO₂/1 M tokens) usan Plan → Supuestos de coste y carbono</translation>
    </message>
    <message>
        <source>Offline (batch): a saturated batch at a fixed concurrency.
Server: requests arrive at random (Poisson) at a given rate; the GPU idles between them.</source>
        <translation>Offline (lote): un lote saturado con concurrencia fija.
Servidor: las solicitudes llegan al azar (Poisson) a una tasa dada; la GPU queda inactiva entre ellas.</translation>
    </message>
    <message>
        <source>Offline</source>
        <translation>Por lotes</translation>
    </message>
    <message>
        <source>%1 (%2). Measured in the corpus on: %3 backend</source>
        <translation>%1 (%2). Medido en el corpus en: backend %3</translation>
    </message>
    <message>
        <source>Serving stac&amp;k</source>
        <translation>Sta&amp;ck de servicio</translation>
    </message>
    <message>
        <source>Serving engine and version: the learned efficiency of the software (achieved bandwidth, fixed cost per step) depends on it</source>
        <translation>Motor de servicio y versión: la eficiencia aprendida del software (ancho de banda logrado, coste fijo por paso) depende de él</translation>
    </message>
    <message>
        <source>The inter-token latency definition the SLA and every latency figure are in</source>
        <translation>La definición de latencia entre tokens del SLA y de todas las cifras de latencia</translation>
    </message>
    <message>
        <source>Tensor-parallel degree: GPUs that serve one copy of the model. Auto: for each GPU type the count of 1, 2, 4 or 8 that meets the SLA at the best objective</source>
        <translation>Grado de paralelismo tensorial: GPU que sirven una copia del modelo. Automático: para cada tipo de GPU, el número de 1, 2, 4 u 8 que cumple el SLA con el mejor objetivo</translation>
    </message>
    <message>
        <source>Auto</source>
        <translation>Automático</translation>
    </message>
    <message>
        <source>ITL definition</source>
        <translation>Definición de ITL</translation>
    </message>
    <message>
        <source>All counts</source>
        <extracomment>GPUs per replica: every supported count side by side (&quot;1 × H100&quot;, &quot;2 × H100&quot;…)</extracomment>
        <translation>Todas</translation>
    </message>
    <message>
        <source>Every count the platform supports as a deployment of its own: the table and the charts hold 1 × H100, 2 × H100 and 4 × H100 side by side</source>
        <translation>Cada cantidad que la plataforma admite como despliegue propio: la tabla y los gráficos muestran 1 × H100, 2 × H100 y 4 × H100 lado a lado</translation>
    </message>
    <message>
        <source>Re&amp;quest rate per replica</source>
        <extracomment>server mode: the request rate one replica is offered (the fleet target sits beside it)</extracomment>
        <translation>Tasa de so&amp;licitudes por réplica</translation>
    </message>
    <message>
        <source>Native (%1)</source>
        <extracomment>precision combo: the model&apos;s own precision, e.g. &quot;Native (MXFP4)&quot; for gpt-oss</extracomment>
        <translation>Nativa (%1)</translation>
    </message>
    <message>
        <source>Native</source>
        <translation>Nativa</translation>
    </message>
    <message>
        <source>The precision the checkpoint ships in (an FP8 or MXFP4 repository stays FP8 or MXFP4; quantized config.json weights are sized as the config declares)</source>
        <translation>La precisión en la que se publica el checkpoint (un repositorio FP8 o MXFP4 sigue en FP8 o MXFP4; los pesos cuantizados de un config.json se dimensionan como declara la configuración)</translation>
    </message>
    <message>
        <source>f&amp;leet</source>
        <extracomment>server mode: the whole fleet&apos;s target rate beside the rate per replica</extracomment>
        <translation>flota e&amp;ntera</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>Fleet target, req/s: the whole fleet&apos;s rate, which the Capacity tab sizes replicas for (none: no fleet question)</source>
        <translation>Objetivo de la flota, req/s: la tasa de toda la flota, para la que la pestaña Capacidad dimensiona las réplicas (ninguno: sin pregunta de flota)</translation>
    </message>
    <message>
        <source>TTFT ≤ </source>
        <extracomment>the TTFT SLA field beside the ITL SLA: &quot;TTFT ≤ 500 ms&quot;</extracomment>
        <translation>TTFT ≤ </translation>
    </message>
    <message>
        <source>no TTFT limit</source>
        <extracomment>the TTFT SLA field when no TTFT limit is set</extracomment>
        <translation>sin límite de TTFT</translation>
    </message>
    <message>
        <source>Optional second limit: the longest acceptable time to first token, queueing included. A deployment meets the SLA only when every stated limit holds; arrows step a quarter decade</source>
        <translation>Segundo límite opcional: el mayor tiempo hasta el primer token aceptable, espera en cola incluida. Un despliegue cumple el SLA solo si se respetan todos los límites indicados; las flechas avanzan un cuarto de década</translation>
    </message>
    <message>
        <source>TTFT SLA</source>
        <translation>SLA de TTFT</translation>
    </message>
    <message>
        <source>KV-cache precision</source>
        <translation>Precisión de la caché KV</translation>
    </message>
    <message>
        <source>Precision of the KV cache (vLLM --kv-cache-dtype). Auto: 16-bit, as engines default; FP8 halves its memory and the bytes each decode step reads from it</source>
        <translation>Precisión de la caché KV (vLLM --kv-cache-dtype). Auto: 16 bits, lo predeterminado en los motores; FP8 reduce a la mitad su memoria y los bytes que cada paso de decodificación lee de ella</translation>
    </message>
    <message>
        <source>KV cache: auto</source>
        <extracomment>the KV-cache precision combo beside the weights&apos; precision: the engine&apos;s default (16-bit)</extracomment>
        <translation>Caché KV: auto</translation>
    </message>
    <message>
        <source>KV cache: FP8</source>
        <extracomment>the KV-cache precision combo beside the weights&apos; precision</extracomment>
        <translation>Caché KV: FP8</translation>
    </message>
    <message>
        <source>Share of each prompt&apos;s tokens the engine serves from its prefix cache (a shared system prompt, a multi-turn chat): they cost no prefill, which shortens TTFT, and their KV blocks are held once for every sequence</source>
        <translation>Parte de los tokens de cada prompt que el motor sirve desde su caché de prefijos (un prompt de sistema compartido, un chat de varios turnos): no cuestan prefill, lo que acorta el TTFT, y sus bloques KV se guardan una sola vez para todas las secuencias</translation>
    </message>
    <message>
        <source>Prefix-cache share</source>
        <translation>Proporción de la caché de prefijos</translation>
    </message>
    <message>
        <source>Pr&amp;ompt tokens · cached</source>
        <extracomment>above the prompt&apos;s length and, beside it, the share of it served from the prefix cache (&quot;50 %&quot;)</extracomment>
        <translation>To&amp;kens de prompt · en caché</translation>
    </message>
    <message>
        <source> %</source>
        <extracomment>the prefix-cache field beside the prompt length: &quot;50 %&quot;</extracomment>
        <translation> %</translation>
    </message>
</context>
</TS>
