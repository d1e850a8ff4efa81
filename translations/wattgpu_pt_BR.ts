<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
<context>
    <name>ChartCommon</name>
    <message>
        <source>Power: %1</source>
        <translation>Potência: %1</translation>
    </message>
    <message>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <source>Inter-token latency: %1</source>
        <translation>Latência entre tokens: %1</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>Energy: %1</source>
        <translation>Energia: %1</translation>
    </message>
    <message>
        <source>J/token</source>
        <translation>J/token</translation>
    </message>
    <message>
        <source>Throughput: %1</source>
        <translation>Vazão: %1</translation>
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
        <translation>⚠ Fora dos dados de treino: use com cautela</translation>
    </message>
    <message>
        <source>p90 / p99 ITL: %1 / %2</source>
        <extracomment>the p90 and p99 inter-token latencies, each with its interval</extracomment>
        <translation>ITL p90 / p99: %1 / %2</translation>
    </message>
    <message>
        <source>Time to first token: %1</source>
        <translation>Tempo até o primeiro token: %1</translation>
    </message>
</context>
<context>
    <name>ChartExport</name>
    <message>
        <source>could not encode the image</source>
        <translation>não foi possível codificar a imagem</translation>
    </message>
    <message>
        <source>WattGPU Planner chart</source>
        <translation>Gráfico do WattGPU Planner</translation>
    </message>
    <message>
        <source>could not start the SVG painter</source>
        <translation>não foi possível iniciar o desenho SVG</translation>
    </message>
    <message>
        <source>WattGPU Planner</source>
        <translation>WattGPU Planner</translation>
    </message>
    <message>
        <source>could not write the PDF</source>
        <translation>não foi possível gravar o PDF</translation>
    </message>
    <message>
        <source>unknown format</source>
        <translation>formato desconhecido</translation>
    </message>
    <message>
        <source>could not start the PDF painter</source>
        <translation>não foi possível iniciar o desenho do PDF</translation>
    </message>
</context>
<context>
    <name>ChartModelBuilder</name>
    <message>
        <source>%1 · server at %2 req/s · prompt %3 / output %4 tokens · %5 · GPUs per replica: %6</source>
        <extracomment>chart subtitle (server mode): model · request rate · prompt/output · precision · GPUs per replica</extracomment>
        <translation>%1 · servidor a %2 req/s · prompt %3 / saída %4 tokens · %5 · GPUs por réplica: %6</translation>
    </message>
    <message>
        <source>%1 · concurrency %2 · prompt %3 / output %4 tokens · %5 · GPUs per replica: %6</source>
        <extracomment>chart subtitle: model · concurrency · precision · GPUs per replica</extracomment>
        <translation>%1 · concorrência %2 · prompt %3 / saída %4 tokens · %5 · GPUs por réplica: %6</translation>
    </message>
    <message>
        <source>meets the SLA with the lowest %1</source>
        <translation>atende ao SLA com o menor valor de %1</translation>
    </message>
    <message>
        <source>meets the SLA; %1 % more %2 than the winner</source>
        <translation>atende ao SLA; %1 % mais %2 que a vencedora</translation>
    </message>
    <message>
        <source>none meets the SLA</source>
        <translation>nenhuma atende ao SLA</translation>
    </message>
    <message>
        <source>auto</source>
        <extracomment>GPUs per replica chosen per GPU type</extracomment>
        <translation>auto</translation>
    </message>
    <message>
        <source>all counts</source>
        <extracomment>GPUs per replica: every supported count is shown as a deployment of its own</extracomment>
        <translation>todas as quantidades</translation>
    </message>
    <message>
        <source>; at risk: %1</source>
        <translation>; em risco: %1</translation>
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
        <translation>Nome</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>Fabricante</translation>
    </message>
    <message>
        <source>Architecture</source>
        <translation>Arquitetura</translation>
    </message>
    <message>
        <source>Form factor</source>
        <translation>Formato</translation>
    </message>
    <message>
        <source>Memory type</source>
        <translation>Tipo de memória</translation>
    </message>
    <message>
        <source>Release year</source>
        <translation>Ano de lançamento</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Memória</translation>
    </message>
    <message>
        <source>GB</source>
        <translation>GB</translation>
    </message>
    <message>
        <source>Memory bandwidth</source>
        <translation>Largura de banda da memória</translation>
    </message>
    <message>
        <source>GB/s</source>
        <translation>GB/s</translation>
    </message>
    <message>
        <source>Memory bus</source>
        <translation>Barramento de memória</translation>
    </message>
    <message>
        <source>bits</source>
        <translation>bits</translation>
    </message>
    <message>
        <source>TDP (board power)</source>
        <translation>TDP (potência da placa)</translation>
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
        <translation>Interconexão (NVLink / fabric)</translation>
    </message>
    <message>
        <source>PCIe generation</source>
        <translation>Geração PCIe</translation>
    </message>
    <message>
        <source>Base clock</source>
        <translation>Clock base</translation>
    </message>
    <message>
        <source>MHz</source>
        <translation>MHz</translation>
    </message>
    <message>
        <source>Boost clock</source>
        <translation>Clock boost</translation>
    </message>
    <message>
        <source>SMs / compute units</source>
        <translation>SMs / unidades de computação</translation>
    </message>
    <message>
        <source>Tensor cores</source>
        <translation>Tensor cores</translation>
    </message>
    <message>
        <source>Transistors</source>
        <translation>Transistores</translation>
    </message>
    <message>
        <source>million</source>
        <translation>milhões</translation>
    </message>
    <message>
        <source>Process</source>
        <translation>Processo</translation>
    </message>
    <message>
        <source>nm</source>
        <translation>nm</translation>
    </message>
    <message>
        <source>Die size</source>
        <translation>Área do die</translation>
    </message>
    <message>
        <source>mm²</source>
        <translation>mm²</translation>
    </message>
    <message>
        <source>L2 cache</source>
        <translation>Cache L2</translation>
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
        <translation>Energia por token</translation>
    </message>
    <message>
        <source>Mean power</source>
        <translation>Potência média</translation>
    </message>
    <message>
        <source>Electricity cost</source>
        <translation>Custo de eletricidade</translation>
    </message>
    <message>
        <source>CO₂ emissions</source>
        <translation>Emissões de CO₂</translation>
    </message>
    <message>
        <source>energy</source>
        <translation>energia</translation>
    </message>
    <message>
        <source>power</source>
        <translation>potência</translation>
    </message>
    <message>
        <source>cost</source>
        <translation>custo</translation>
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
        <translation>US$/1 M tokens</translation>
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
        <translation>não cabe: precisa de %1 por GPU, tem %2</translation>
    </message>
    <message>
        <source>does not fit in GPU memory</source>
        <translation>não cabe na memória da GPU</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>uses more energy than the winner</source>
        <translation>usa mais energia que a vencedora</translation>
    </message>
    <message>
        <source>; nearest fix: %1</source>
        <translation>; solução mais próxima: %1</translation>
    </message>
    <message>
        <source>overloaded: %1 is more than one replica sustains</source>
        <translation>sobrecarregada: %1 é mais do que uma réplica suporta</translation>
    </message>
    <message>
        <source>req/s</source>
        <translation>req/s</translation>
    </message>
    <message>
        <source>overloaded: the request rate is more than one replica sustains</source>
        <translation>sobrecarregada: a taxa de requisições é maior do que uma réplica suporta</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <extracomment>a deployment: GPUs per replica × GPU name, e.g. &quot;2 × H100 SXM5&quot;</extracomment>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>not finite: a predicted figure overflows (an extreme rate, workload or price)</source>
        <translation>não finito: um valor previsto transborda (uma taxa, carga ou preço extremos)</translation>
    </message>
    <message>
        <source>%1 GPUs per replica meet the SLA (ITL %2)</source>
        <extracomment>A proven fix: &quot;&lt;n&gt; GPUs per replica meet the SLA (ITL &lt;ms&gt;)&quot;</extracomment>
        <translation>%1 GPUs por réplica cumprem o SLA (ITL %2)</translation>
    </message>
    <message>
        <source>concurrency %1 meets the SLA (ITL %2)</source>
        <translation>concorrência %1 cumpre o SLA (ITL %2)</translation>
    </message>
    <message>
        <source>at most %1 per replica meets the SLA (ITL %2); %3 replicas carry %4</source>
        <extracomment>A proven fix in server mode: at most &lt;rate&gt; per replica, so &lt;n&gt; replicas carry the asked rate</extracomment>
        <translation>no máximo %1 por réplica cumpre o SLA (ITL %2); %3 réplicas atendem %4</translation>
    </message>
    <message>
        <source>%1 meets the SLA (ITL %2)</source>
        <extracomment>A proven fix: &quot;&lt;precision&gt; meets the SLA (ITL &lt;ms&gt;)&quot;</extracomment>
        <translation>%1 cumpre o SLA (ITL %2)</translation>
    </message>
    <message>
        <source>%1 with %2 GPUs per replica meets the SLA (ITL %3)</source>
        <extracomment>A proven fix: &quot;&lt;precision&gt; with &lt;n&gt; GPUs per replica meets the SLA (ITL &lt;ms&gt;)&quot;</extracomment>
        <translation>%1 com %2 GPUs por réplica cumpre o SLA (ITL %3)</translation>
    </message>
    <message>
        <source>no hardware price for this GPU while others are quoted: not ranked on cost</source>
        <translation>sem preço de hardware para esta GPU enquanto outras estão cotadas: não é classificada por custo</translation>
    </message>
    <message>
        <source>auto (16-bit)</source>
        <extracomment>KV-cache precision: the engine&apos;s default, 16-bit like the activations</extracomment>
        <translation>automático (16 bits)</translation>
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
        <translation>o intervalo de ITL chega a %1, acima do SLA</translation>
    </message>
    <message>
        <source>the TTFT interval reaches %1, above the TTFT SLA</source>
        <translation>o intervalo de TTFT chega a %1, acima do SLA de TTFT</translation>
    </message>
    <message>
        <source>%1 ITL</source>
        <extracomment>an SLA by its limit: &quot;50 ms ITL&quot;</extracomment>
        <translation>%1 de ITL</translation>
    </message>
    <message>
        <source>%1 ITL and %2 TTFT</source>
        <extracomment>an SLA by its two limits: &quot;50 ms ITL and 500 ms TTFT&quot;</extracomment>
        <translation>%1 de ITL e %2 de TTFT</translation>
    </message>
    <message>
        <source>too slow: %1</source>
        <extracomment>a deployment that misses a limit of the SLA: &quot;too slow: ITL 62.1 ms &gt; SLA 50 ms&quot;</extracomment>
        <translation>lenta demais: %1</translation>
    </message>
    <message>
        <source>energy per token</source>
        <extracomment>the objective inside a sentence (&quot;line: its energy per token&quot;)</extracomment>
        <translation>energia por token</translation>
    </message>
    <message>
        <source>mean power</source>
        <extracomment>the objective inside a sentence (&quot;line: its mean power&quot;)</extracomment>
        <translation>potência média</translation>
    </message>
    <message>
        <source>electricity cost</source>
        <extracomment>the objective inside a sentence (&quot;line: its electricity cost&quot;)</extracomment>
        <translation>custo de eletricidade</translation>
    </message>
    <message>
        <source>CO₂ emissions</source>
        <comment>in a sentence</comment>
        <extracomment>the objective inside a sentence (&quot;line: its CO₂ emissions&quot;)</extracomment>
        <translation>emissões de CO₂</translation>
    </message>
</context>
<context>
    <name>PlanIo</name>
    <message>
        <source>The file could not be read or written: %1.</source>
        <translation>Não foi possível ler ou gravar o arquivo: %1.</translation>
    </message>
    <message>
        <source>The file is too large to be a plan.</source>
        <translation>O arquivo é grande demais para ser um plano.</translation>
    </message>
    <message>
        <source>The file is damaged: it is not valid JSON (%1).</source>
        <translation>O arquivo está danificado: não é um JSON válido (%1).</translation>
    </message>
    <message>
        <source>The file is not a WattGPU plan.</source>
        <translation>O arquivo não é um plano do WattGPU.</translation>
    </message>
    <message>
        <source>The plan was written by a newer version of WattGPU Planner (format %1).</source>
        <translation>O plano foi gravado por uma versão mais nova do WattGPU Planner (formato %1).</translation>
    </message>
    <message>
        <source>The value of “%1” is invalid: %2.</source>
        <translation>O valor de “%1” é inválido: %2.</translation>
    </message>
    <message>
        <source>Could not open the plan “%1”.
%2
Your current plan has not been changed.</source>
        <translation>Não foi possível abrir o plano “%1”.
%2
Seu plano atual não foi alterado.</translation>
    </message>
    <message>
        <source>Could not save the plan to “%1”: %2.
The previous file, if any, is unchanged.</source>
        <translation>Não foi possível salvar o plano em “%1”: %2.
O arquivo anterior, se houver, não foi alterado.</translation>
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
        <translation>menos potência</translation>
    </message>
    <message>
        <source>less energy per token</source>
        <translation>menos energia por token</translation>
    </message>
    <message>
        <source>No GPU is included. Tick at least one GPU in the table to get a recommendation.</source>
        <translation>Nenhuma GPU incluída. Marque ao menos uma GPU na tabela para obter uma recomendação.</translation>
    </message>
    <message>
        <source>%1, no GPU qualifies.</source>
        <translation>%1, nenhuma GPU se qualifica.</translation>
    </message>
    <message>
        <source>None of the included GPUs (%1) can hold the model and its KV cache in memory.</source>
        <translation>Nenhuma das GPUs incluídas (%1) comporta o modelo e seu cache KV na memória.</translation>
    </message>
    <message>
        <source>The fastest, %1, reaches %2 — above the SLA.</source>
        <translation>A mais rápida, %1, chega a %2 — acima do SLA.</translation>
    </message>
    <message>
        <source>Try a looser SLA, lower concurrency, FP8 or more GPUs per replica.</source>
        <translation>Tente um SLA mais folgado, menos concorrência, FP8 ou mais GPUs por réplica.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source> — the only included GPU that meets the SLA (%1).</source>
        <translation> — a única GPU incluída que atende ao SLA (%1).</translation>
    </message>
    <message>
        <source> — %1 % %2 than the runner-up, %3</source>
        <translation> — %1 % %2 que a segunda colocada, %3</translation>
    </message>
    <message>
        <source>, and %1 % less than %2 (%3 TDP), the highest-power GPU that also meets it</source>
        <translation>, e %1 % menos que %2 (TDP de %3), a GPU de maior potência que também o atende</translation>
    </message>
    <message>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <source> (%1 TDP, the highest-power GPU that also meets the SLA)</source>
        <translation> (TDP de %1, a GPU de maior potência que também atende ao SLA)</translation>
    </message>
    <message>
        <source>. %1 at %2.</source>
        <translation>. %1 com %2.</translation>
    </message>
    <message>
        <source>%1 uses %2 % more %3</source>
        <translation>%1 usa %2 % mais %3</translation>
    </message>
    <message>
        <source>%1 is too slow (%2)</source>
        <translation>%1 é lenta demais (%2)</translation>
    </message>
    <message>
        <source>%1 does not fit in memory</source>
        <translation>%1 não cabe na memória</translation>
    </message>
    <message>
        <source>Why not the obvious choices: %1.</source>
        <translation>Por que não as escolhas óbvias: %1.</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>Meet the SLA: %1 · too slow: %2 · do not fit: %3.</source>
        <translation>Atendem ao SLA: %1 · lentas demais: %2 · não cabem: %3.</translation>
    </message>
    <message>
        <source>req/s</source>
        <translation>req/s</translation>
    </message>
    <message>
        <source>lower cost per token</source>
        <translation>menor custo por token</translation>
    </message>
    <message>
        <source>less CO₂ per token</source>
        <translation>menos CO₂ por token</translation>
    </message>
    <message>
        <source>For %1 at concurrency %2 with a %3 SLA on %4</source>
        <extracomment>&quot;For &lt;model&gt; at concurrency &lt;n&gt; with a &lt;sla&gt; SLA on &lt;ITL definition&gt;&quot;</extracomment>
        <translation>Para %1 com concorrência %2 e um SLA de %3 em %4</translation>
    </message>
    <message>
        <source>%1, at the upper bound of its interval</source>
        <translation>%1, no limite superior do intervalo</translation>
    </message>
    <message>
        <source>Nearest fix: %1: %2.</source>
        <extracomment>&quot;Nearest fix: &lt;GPU name&gt;: &lt;what changes and the ITL it reaches&gt;.&quot;</extracomment>
        <translation>Correção mais próxima: %1: %2.</translation>
    </message>
    <message>
        <source>No fix was found: no change of GPUs per replica, concurrency, rate or precision meets the SLA.</source>
        <translation>Nenhuma correção encontrada: nenhuma mudança de GPUs por réplica, concorrência, taxa ou precisão cumpre o SLA.</translation>
    </message>
    <message>
        <source>at risk: its ITL interval reaches %1, above the %2 SLA</source>
        <extracomment>The winner&apos;s ~80 % interval reaches above the SLA</extracomment>
        <translation>em risco: seu intervalo de ITL chega a %1, acima do SLA de %2</translation>
    </message>
    <message>
        <source>For %1 at %2 per replica with a %3 SLA on %4</source>
        <extracomment>&quot;For &lt;model&gt; at &lt;rate&gt; req/s per replica with a &lt;sla&gt; SLA on &lt;ITL definition&gt;&quot; (server mode: the rate one replica is offered; the fleet target is Capacity&apos;s question)</extracomment>
        <translation>Para %1 a %2 por réplica com um SLA de %3 em %4</translation>
    </message>
    <message>
        <source>Fleet target %1: see Capacity.</source>
        <extracomment>server mode: the fleet question is answered on the Capacity tab</extracomment>
        <translation>Alvo da frota %1: veja Capacidade.</translation>
    </message>
    <message>
        <source>%1 and a %2 TTFT limit</source>
        <extracomment>the SLA&apos;s second limit after its ITL definition: &quot;median ITL and a 500 ms TTFT limit&quot;</extracomment>
        <translation>%1 e um limite de TTFT de %2</translation>
    </message>
    <message>
        <source>The fastest, %1, misses the SLA: %2.</source>
        <translation>A mais rápida, %1, não atende ao SLA: %2.</translation>
    </message>
    <message>
        <source>at risk: its TTFT interval reaches %1, above the %2 TTFT SLA</source>
        <extracomment>The winner&apos;s ~80 % TTFT interval reaches above the TTFT limit</extracomment>
        <translation>em risco: seu intervalo de TTFT chega a %1, acima do SLA de TTFT de %2</translation>
    </message>
    <message>
        <source>%1 is too slow to the first token (%2)</source>
        <extracomment>a deployment that misses the TTFT limit: &quot;&lt;name&gt; is too slow to the first token (812 ms)&quot;</extracomment>
        <translation>%1 demora demais para o primeiro token (%2)</translation>
    </message>
    <message>
        <source>%1 replicas of %2</source>
        <translation>%1 réplicas de %2</translation>
    </message>
    <message>
        <source>Fleet for %1: %2 (%3 GPUs) — no fleet fits the %4 power budget; this one, of the smallest peak, exceeds it by %5.</source>
        <extracomment>banner with a fleet target when no fleet fits the power budget</extracomment>
        <translation>Frota para %1: %2 (%3 GPUs) — nenhuma frota cabe no orçamento de potência de %4; esta, a de menor pico, o excede em %5.</translation>
    </message>
    <message>
        <source>kW</source>
        <translation>kW</translation>
    </message>
    <message>
        <source>Fleet for %1: %2 (%3 GPUs, %4), the lowest-energy fleet within the %5 power budget.</source>
        <extracomment>banner with a fleet target and a power budget</extracomment>
        <translation>Frota para %1: %2 (%3 GPUs, %4), a frota de menor energia dentro do orçamento de potência de %5.</translation>
    </message>
    <message>
        <source>kWh/day</source>
        <translation>kWh/dia</translation>
    </message>
    <message>
        <source>Fleet for %1: %2 (%3 GPUs, %4), the lowest-energy fleet.</source>
        <extracomment>banner with a fleet target</extracomment>
        <translation>Frota para %1: %2 (%3 GPUs, %4), a frota de menor energia.</translation>
    </message>
    <message>
        <source>Each replica is %1 (see Capacity). Per replica:</source>
        <extracomment>after the fleet: the per-replica ranking that follows is a different question; see the Capacity tab</extracomment>
        <translation>Cada réplica é %1 (veja Capacidade). Por réplica:</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>Mean power</source>
        <translation>Potência média</translation>
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
        <translation>Energia por token</translation>
    </message>
    <message>
        <source>J/token</source>
        <translation>J/token</translation>
    </message>
    <message>
        <source>All-in cost</source>
        <translation>Custo total</translation>
    </message>
    <message>
        <source>$/1M tokens</source>
        <translation>$/1M tokens</translation>
    </message>
    <message>
        <source>Electricity cost</source>
        <translation>Custo de eletricidade</translation>
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
        <translation>%1: GPUs lado a lado</translation>
    </message>
    <message>
        <source>%1 vs best</source>
        <translation>%1 vs. melhor</translation>
    </message>
    <message>
        <source>Does not fit in memory</source>
        <translation>Não cabe na memória</translation>
    </message>
    <message>
        <source>%1 req/s is more than one replica sustains</source>
        <translation>%1 req/s é mais do que uma réplica suporta</translation>
    </message>
    <message>
        <source>needs %1 GB per GPU, %2 GB usable</source>
        <translation>precisa de %1 GB por GPU, %2 GB utilizáveis</translation>
    </message>
    <message>
        <source>lowest</source>
        <translation>a menor</translation>
    </message>
    <message>
        <source>above the SLA</source>
        <translation>acima do SLA</translation>
    </message>
    <message>
        <source>interval %1</source>
        <translation>intervalo %1</translation>
    </message>
    <message>
        <source>Costs and CO₂ per 1M output tokens.</source>
        <translation>Custos e CO₂ por 1 M de tokens de saída.</translation>
    </message>
    <message>
        <source>Predicted from public specifications, not measured.</source>
        <translation>Previsto a partir de especificações públicas, não medido.</translation>
    </message>
    <message>
        <source>Mean power against inter-token latency</source>
        <translation>Potência média versus latência entre tokens</translation>
    </message>
    <message>
        <source>best</source>
        <translation>melhor</translation>
    </message>
    <message>
        <source>meets the SLA</source>
        <translation>atende ao SLA</translation>
    </message>
    <message>
        <source>misses the SLA</source>
        <translation>não atende ao SLA</translation>
    </message>
    <message>
        <source>misses ITL or TTFT</source>
        <translation>não atende ITL ou TTFT</translation>
    </message>
    <message>
        <source>Pareto front</source>
        <translation>Fronteira de Pareto</translation>
    </message>
    <message>
        <source>error bars: prediction interval</source>
        <translation>barras de erro: intervalo de previsão</translation>
    </message>
    <message>
        <source>Mean power (W)</source>
        <translation>Potência média (W)</translation>
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
        <translation>lenta demais para o SLA</translation>
    </message>
    <message>
        <source>No GPU fits this model and workload in memory.</source>
        <translation>Nenhuma GPU comporta este modelo e esta carga na memória.</translation>
    </message>
    <message>
        <source>(continued)</source>
        <translation>(continuação)</translation>
    </message>
    <message>
        <source>default (physics-informed gradient boosting)</source>
        <translation>default (gradient boosting com base física)</translation>
    </message>
    <message>
        <source>paper (gradient boosting on spec features)</source>
        <translation>paper (gradient boosting sobre especificações)</translation>
    </message>
    <message>
        <source>ls_tdp (baseline: least squares on TDP)</source>
        <translation>ls_tdp (referência: mínimos quadrados sobre o TDP)</translation>
    </message>
    <message>
        <source>roofline (baseline: memory-bandwidth roofline)</source>
        <translation>roofline (referência: roofline de largura de banda de memória)</translation>
    </message>
    <message>
        <source>WattGPU Planner %1</source>
        <translation>WattGPU Planner %1</translation>
    </message>
    <message>
        <source>Predicted from public specifications, not measured on the hardware</source>
        <translation>Previsto a partir de especificações públicas, não medido no hardware</translation>
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
        <translation>Dados do modelo</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Carga de trabalho</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Cenário</translation>
    </message>
    <message>
        <source>Server: requests arrive at random (Poisson); the batch follows from Little&apos;s law, and power is the mean over time, idle periods included.</source>
        <translation>Servidor: as requisições chegam ao acaso (Poisson); o lote segue da lei de Little, e a potência é a média no tempo, incluindo os períodos ociosos.</translation>
    </message>
    <message>
        <source>Latency SLA</source>
        <translation>SLA de latência</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>Objetivo</translation>
    </message>
    <message>
        <source>%1 (%2), lowest wins</source>
        <translation>%1 (%2), o menor vence</translation>
    </message>
    <message>
        <source>Economics</source>
        <translation>Economia</translation>
    </message>
    <message>
        <source>version %1</source>
        <translation>versão %1</translation>
    </message>
    <message>
        <source>Predictor</source>
        <translation>Preditor</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Potência</translation>
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
        <translation>Energia</translation>
    </message>
    <message>
        <source>Electricity</source>
        <translation>Eletricidade</translation>
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
        <translation>vs. melhor</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Veredito</translation>
    </message>
    <message>
        <source>Every figure is for a replica of %1 GPUs.</source>
        <translation>Todos os valores são para uma réplica de %1 GPUs.</translation>
    </message>
    <message>
        <source>* Outside the training data&apos;s range: treat with extra caution.</source>
        <translation>* Fora da faixa dos dados de treino: use com cautela redobrada.</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Motivo</translation>
    </message>
    <message>
        <source>Nearest fix</source>
        <translation>Solução mais próxima</translation>
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
        <translation>Alvo</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>Divisão</translation>
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
        <translation>MdAPE: mediana do erro percentual absoluto. τ: correlação de postos de Kendall das GPUs em cada (LLM, carga) e dos LLMs. Deixar uma GPU de fora mede a precisão numa GPU que o modelo nunca viu.</translation>
    </message>
    <message>
        <source>No GPU in the catalog can serve this workload.</source>
        <translation>Nenhuma GPU do catálogo consegue atender a esta carga.</translation>
    </message>
    <message>
        <source>Nearest fix: %1.</source>
        <translation>Solução mais próxima: %1.</translation>
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
        <translation>US$ %1 por 1 M de tokens, custo total</translation>
    </message>
    <message>
        <source>$%1 electricity per 1M tokens</source>
        <translation>US$ %1 de eletricidade por 1 M de tokens</translation>
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
        <translation>Sem tarifa de hardware para %1: o custo delas é só eletricidade e não se compara às GPUs cotadas.</translation>
    </message>
    <message>
        <source>These are predictions from public specifications and a model trained on published measurements, not measurements of your deployment. Check the winner with a short benchmark before buying.</source>
        <translation>Estas são previsões a partir de especificações públicas e de um modelo treinado com medições publicadas, não medições da sua implantação. Confirme a vencedora com um benchmark curto antes de comprar.</translation>
    </message>
    <message>
        <source>Power is the GPUs&apos; own board power; CPUs, memory, networking and cooling enter only through the PUE.</source>
        <translation>A potência é a da placa das GPUs; CPUs, memória, rede e refrigeração entram apenas pelo PUE.</translation>
    </message>
    <message>
        <source>Costs assume the GPUs serve this workload whenever they are paid for; idle time raises the real cost.</source>
        <translation>Os custos supõem que as GPUs atendem a esta carga sempre que são pagas; o tempo ocioso eleva o custo real.</translation>
    </message>
    <message>
        <source>The evaluation file could not be read (%1).</source>
        <translation>Não foi possível ler o arquivo de avaliação (%1).</translation>
    </message>
    <message>
        <source>No evaluation results were found (%1). Run “wattgpu-cli evaluate” to produce them.</source>
        <translation>Nenhum resultado de avaliação encontrado (%1). Execute “wattgpu-cli evaluate” para gerá-los.</translation>
    </message>
    <message>
        <source>From %1.</source>
        <translation>De %1.</translation>
    </message>
    <message>
        <source>Predictor: %1</source>
        <translation>Preditor: %1</translation>
    </message>
    <message numerus="yes">
        <source>trained on %n measured runs</source>
        <translation>
            <numerusform>treinado com %n execução medida</numerusform>
            <numerusform>treinado com %n execuções medidas</numerusform>
        </translation>
    </message>
    <message>
        <source>WattGPU Planner</source>
        <translation>WattGPU Planner</translation>
    </message>
    <message>
        <source>predictor %1</source>
        <translation>preditor %1</translation>
    </message>
    <message>
        <source>%1%2&#xa0;%</source>
        <comment>signed percent, e.g. +12 %</comment>
        <translation>%1%2&#xa0;%</translation>
    </message>
    <message>
        <source>Cost per 1M tokens</source>
        <translation>Custo por 1 M de tokens</translation>
    </message>
    <message>
        <source>CO₂ per 1M tokens</source>
        <translation>CO₂ por 1 M de tokens</translation>
    </message>
    <message>
        <source>the lowest energy per output token</source>
        <translation>a menor energia por token de saída</translation>
    </message>
    <message>
        <source>the lowest mean power</source>
        <translation>a menor potência média</translation>
    </message>
    <message>
        <source>the lowest cost per output token</source>
        <translation>o menor custo por token de saída</translation>
    </message>
    <message>
        <source>the lowest CO₂ per output token</source>
        <translation>o menor CO₂ por token de saída</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Melhor</translation>
    </message>
    <message>
        <source>Meets SLA</source>
        <translation>Atende ao SLA</translation>
    </message>
    <message>
        <source>Misses SLA</source>
        <translation>Não atende</translation>
    </message>
    <message>
        <source>Does not fit</source>
        <translation>Não cabe</translation>
    </message>
    <message>
        <source>Overloaded</source>
        <translation>Sobrecarregada</translation>
    </message>
    <message>
        <source>Mixture-of-experts model: little training data, wider error</source>
        <translation>Modelo de mistura de especialistas (MoE): poucos dados de treino, erro maior</translation>
    </message>
    <message>
        <source>Quantized weights (FP8/MXFP4): little training data</source>
        <translation>Pesos quantizados (FP8/MXFP4): poucos dados de treino</translation>
    </message>
    <message>
        <source>State-space or hybrid model: the KV-cache model applies only in part</source>
        <translation>Modelo de espaço de estados ou híbrido: o modelo de cache KV vale só em parte</translation>
    </message>
    <message>
        <source>A GPU spec is missing; an estimate was used</source>
        <translation>Falta uma especificação da GPU; usou-se uma estimativa</translation>
    </message>
    <message>
        <source>GPU specs outside the training GPUs&apos; range</source>
        <translation>Especificações da GPU fora da faixa das GPUs de treino</translation>
    </message>
    <message>
        <source>LLM size outside the training range</source>
        <translation>Tamanho do LLM fora da faixa de treino</translation>
    </message>
    <message>
        <source>Workload (batch, context, GPU count) outside the training range</source>
        <translation>Carga (lote, contexto, número de GPUs) fora da faixa de treino</translation>
    </message>
    <message>
        <source>Precision not native on the GPU; predicted at a fallback precision</source>
        <translation>Precisão não nativa na GPU; prevista com uma precisão substituta</translation>
    </message>
    <message>
        <source>Weights and KV cache exceed GPU memory</source>
        <translation>Pesos e cache KV excedem a memória da GPU</translation>
    </message>
    <message>
        <source>Power limit outside the GPU&apos;s range; clamped</source>
        <translation>Limite de potência fora da faixa da GPU; ajustado</translation>
    </message>
    <message>
        <source>User-defined GPU</source>
        <translation>GPU definida pelo usuário</translation>
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
        <translation>%1 requisições/s por réplica (chegadas de Poisson)</translation>
    </message>
    <message>
        <source>%1 requested, never measured</source>
        <translation>%1 solicitada, nunca medida</translation>
    </message>
    <message>
        <source>, power cap %1 W per GPU</source>
        <translation>, limite de potência de %1 W por GPU</translation>
    </message>
    <message>
        <source>%1 B parameters, %2 B active (mixture of experts: %3 experts, %4 per token)</source>
        <translation>%1 B de parâmetros, %2 B ativos (mistura de especialistas: %3 especialistas, %4 por token)</translation>
    </message>
    <message>
        <source>%1 B parameters (dense)</source>
        <translation>%1 B de parâmetros (denso)</translation>
    </message>
    <message>
        <source>; %1 layers, hidden size %2, %3 attention heads, %4 KV heads</source>
        <translation>; %1 camadas, dimensão oculta %2, %3 cabeças de atenção, %4 cabeças KV</translation>
    </message>
    <message>
        <source>; context up to %1 tokens</source>
        <translation>; contexto de até %1 tokens</translation>
    </message>
    <message>
        <source>; quantized (%1)</source>
        <translation>; quantizado (%1)</translation>
    </message>
    <message>
        <source>Electricity $%1 per kWh; PUE %2; grid %3 gCO₂ per kWh.</source>
        <translation>Eletricidade US$ %1 por kWh; PUE %2; rede %3 gCO₂ por kWh.</translation>
    </message>
    <message numerus="yes">
        <source>Hardware: quoted rates per GPU-hour for %n GPU(s)</source>
        <translation>
            <numerusform>Hardware: tarifas cotadas por GPU-hora para %n GPU</numerusform>
            <numerusform>Hardware: tarifas cotadas por GPU-hora para %n GPUs</numerusform>
        </translation>
    </message>
    <message>
        <source>, $%1 per GPU-hour for the others</source>
        <translation>, US$ %1 por GPU-hora para as demais</translation>
    </message>
    <message>
        <source>Hardware: $%1 per GPU-hour while serving.</source>
        <translation>Hardware: US$ %1 por GPU-hora em serviço.</translation>
    </message>
    <message>
        <source>Hardware: $%1 per GPU over %2 years at %3&#xa0;% utilisation.</source>
        <translation>Hardware: US$ %1 por GPU em %2 anos com %3&#xa0;% de utilização.</translation>
    </message>
    <message>
        <source>Hardware cost not included: costs are electricity only.</source>
        <translation>Custo de hardware não incluído: os custos são só de eletricidade.</translation>
    </message>
    <message>
        <source>GPU recommendation for %1</source>
        <translation>Recomendação de GPU para %1</translation>
    </message>
    <message>
        <source>5-fold CV (LLM, GPU groups)</source>
        <translation>VC em 5 partes (grupos LLM, GPU)</translation>
    </message>
    <message>
        <source>Leave one GPU out</source>
        <translation>Deixar uma GPU de fora</translation>
    </message>
    <message>
        <source>Leave one LLM out</source>
        <translation>Deixar um LLM de fora</translation>
    </message>
    <message>
        <source>Leave out %1</source>
        <translation>Deixar %1 de fora</translation>
    </message>
    <message>
        <source>Leave one LLM out, multi-GPU runs</source>
        <translation>Deixar um LLM de fora, execuções multi-GPU</translation>
    </message>
    <message>
        <source>Leave one LLM out, FP8/MXFP4 runs</source>
        <translation>Deixar um LLM de fora, execuções FP8/MXFP4</translation>
    </message>
    <message>
        <source>Leave one backend out</source>
        <extracomment>evaluation split: every vendor backend (cuda, rocm, ...) held out in turn</extracomment>
        <translation>Deixar um backend de fora</translation>
    </message>
    <message>
        <source>Leave out backend %1</source>
        <translation>Deixar o backend %1 de fora</translation>
    </message>
    <message>
        <source>Leave one stack out</source>
        <extracomment>evaluation split: every serving-stack family held out in turn</extracomment>
        <translation>Deixar uma pilha de fora</translation>
    </message>
    <message>
        <source>For %1 at %2, no GPU meets the %3 ms SLA.</source>
        <translation>Para %1 com %2, nenhuma GPU atende ao SLA de %3 ms.</translation>
    </message>
    <message>
        <source>For %1 at %2, SLA %3 ms: %4</source>
        <translation>Para %1 com %2, SLA de %3 ms: %4</translation>
    </message>
    <message>
        <source>GPU comparison</source>
        <translation>Comparação de GPUs</translation>
    </message>
    <message>
        <source>Inputs and assumptions</source>
        <translation>Entradas e premissas</translation>
    </message>
    <message>
        <source>Warnings and known limits</source>
        <translation>Avisos e limites conhecidos</translation>
    </message>
    <message>
        <source>Accuracy of the predictor</source>
        <translation>Precisão do preditor</translation>
    </message>
    <message>
        <source>Data provenance</source>
        <translation>Origem dos dados</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Página %1 de %2</translation>
    </message>
    <message>
        <source>SLA: %1 at most %2 ms</source>
        <translation>SLA: %1 no máximo %2 ms</translation>
    </message>
    <message>
        <source>outside the training data</source>
        <translation>fora dos dados de treino</translation>
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
        <translation>Stack de serviço</translation>
    </message>
    <message>
        <source>predicted</source>
        <translation>prevista</translation>
    </message>
    <message>
        <source>Serving-stack version not measured; the nearest measured stack is used</source>
        <translation>Versão do stack não medida; usa-se o stack medido mais próximo</translation>
    </message>
    <message>
        <source>This serving stack was never measured on this GPU vendor</source>
        <translation>Este stack de serviço nunca foi medido em GPUs deste fabricante</translation>
    </message>
    <message>
        <source>Power cap lowers clocks: slower steps predicted</source>
        <translation>O limite de potência reduz os clocks: passos mais lentos previstos</translation>
    </message>
    <message>
        <source>Power cap far below any measured cap</source>
        <translation>Limite de potência muito abaixo de qualquer limite medido</translation>
    </message>
    <message>
        <source>Interval not calibrated: too little held-out data</source>
        <translation>Intervalo não calibrado: poucos dados retidos</translation>
    </message>
    <message>
        <source>No serving engine can run this deployment</source>
        <translation>Nenhum motor de serviço consegue executar esta implantação</translation>
    </message>
    <message>
        <source>median ITL</source>
        <translation>ITL mediana</translation>
    </message>
    <message>
        <source>mean TPOT</source>
        <translation>TPOT média</translation>
    </message>
    <message>
        <source>end-to-end latency per token</source>
        <translation>latência de ponta a ponta por token</translation>
    </message>
    <message>
        <source>Median ITL</source>
        <translation>ITL mediana</translation>
    </message>
    <message>
        <source>Mean TPOT</source>
        <translation>TPOT média</translation>
    </message>
    <message>
        <source>End-to-end latency per token</source>
        <translation>Latência de ponta a ponta por token</translation>
    </message>
    <message>
        <source>E2E/token</source>
        <translation>E2E/token</translation>
    </message>
    <message>
        <source>Median gap between two streamed tokens of one request (prefill stalls excluded)</source>
        <translation>Mediana do intervalo entre dois tokens transmitidos de uma requisição (sem pausas de prefill)</translation>
    </message>
    <message>
        <source>Mean time per output token after the first, over requests (includes stalls for other requests&apos; prefill)</source>
        <translation>Tempo médio por token de saída após o primeiro, entre requisições (inclui pausas pelo prefill de outras requisições)</translation>
    </message>
    <message>
        <source>Whole request latency divided by its output tokens (includes its own prefill)</source>
        <translation>Latência da requisição inteira dividida pelos seus tokens de saída (inclui o próprio prefill)</translation>
    </message>
    <message numerus="yes">
        <source>measured (%n run(s))</source>
        <translation>
            <numerusform>medida (%n execução)</numerusform>
            <numerusform>medida (%n execuções)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, prompt %1 tokens, output %2 tokens, %3, %n GPU(s) per replica, %4</source>
        <translation>
            <numerusform>, prompt de %1 tokens, saída de %2 tokens, %3, %n GPU por réplica, %4</numerusform>
            <numerusform>, prompt de %1 tokens, saída de %2 tokens, %3, %n GPUs por réplica, %4</numerusform>
        </translation>
    </message>
    <message>
        <source>the runner-up, %2, uses %1&#xa0;% more energy</source>
        <translation>a segunda colocada, %2, usa %1&#xa0;% mais energia</translation>
    </message>
    <message>
        <source>the runner-up, %2, draws %1&#xa0;% more power</source>
        <translation>a segunda colocada, %2, consome %1&#xa0;% mais potência</translation>
    </message>
    <message>
        <source>the runner-up, %2, costs %1&#xa0;% more</source>
        <translation>a segunda colocada, %2, custa %1&#xa0;% mais</translation>
    </message>
    <message>
        <source>the runner-up, %2, emits %1&#xa0;% more CO₂</source>
        <translation>a segunda colocada, %2, emite %1&#xa0;% mais CO₂</translation>
    </message>
    <message>
        <source>, prompt %1 tokens, output %2 tokens, %3, GPUs per replica chosen per GPU type (1, 2, 4 or 8), %4</source>
        <translation>, prompt de %1 tokens, saída de %2 tokens, %3, GPUs por réplica escolhidas por tipo de GPU (1, 2, 4 ou 8), %4</translation>
    </message>
    <message>
        <source>, prompt %1 tokens, output %2 tokens, %3, every GPU count (1, 2, 4, 8), %4</source>
        <translation>, prompt de %1 tokens, saída de %2 tokens, %3, todas as quantidades de GPUs (1, 2, 4, 8), %4</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <extracomment>a deployment: GPUs per replica × GPU name, e.g. &quot;2 × H100 SXM5&quot;</extracomment>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>a physical model, not trained on measurements</source>
        <extracomment>a physical baseline (roofline, least squares on TDP) has no training runs of its own</extracomment>
        <translation>um modelo físico, não treinado com medições</translation>
    </message>
    <message>
        <source>Measured runs from %1, licence %2: %3</source>
        <extracomment>&quot;Measured runs from &lt;source&gt; (licence &lt;licence&gt;): &lt;URL&gt;&quot;</extracomment>
        <translation>Execuções medidas de %1, licença %2: %3</translation>
    </message>
    <message>
        <source>Measured runs you imported: %1</source>
        <extracomment>sources of runs the user imported (their own names)</extracomment>
        <translation>Execuções medidas que você importou: %1</translation>
    </message>
    <message>
        <source>Retrained in this installation: %1</source>
        <translation>Retreinado nesta instalação: %1</translation>
    </message>
    <message>
        <source>GPU specifications: the vendors&apos; public spec sheets; the catalog that ships with WattGPU Planner cites the source of every figure.</source>
        <translation>Especificações das GPUs: as fichas técnicas públicas dos fabricantes; o catálogo que acompanha o WattGPU Planner cita a fonte de cada valor.</translation>
    </message>
    <message>
        <source>This LLM&apos;s architecture: its config.json on Hugging Face, %1</source>
        <translation>Arquitetura deste LLM: seu config.json no Hugging Face, %1</translation>
    </message>
    <message>
        <source>This LLM&apos;s architecture: the config.json given for it.</source>
        <translation>Arquitetura deste LLM: o config.json fornecido para ele.</translation>
    </message>
    <message>
        <source>At risk: meets the SLA at the prediction, but the ITL interval reaches above it.</source>
        <translation>Em risco: atende ao SLA na previsão, mas o intervalo de ITL chega acima dele.</translation>
    </message>
    <message numerus="yes">
        <source>%n deployment(s) have no hardware price: their cost is electricity only, shown without an all-in figure and never ranked on cost against quoted ones.</source>
        <translation>
            <numerusform>%n implantação não tem preço de hardware: seu custo é só eletricidade, mostrado sem custo total e nunca classificado por custo frente às cotadas.</numerusform>
            <numerusform>%n implantações não têm preço de hardware: o custo delas é só eletricidade, mostrado sem custo total e nunca classificado por custo frente às cotadas.</numerusform>
        </translation>
    </message>
    <message>
        <source>no hardware price for this GPU while others are quoted; not ranked on cost</source>
        <translation>sem preço de hardware para esta GPU enquanto outras estão cotadas; não é classificada por custo</translation>
    </message>
    <message>
        <source>No hardware price</source>
        <translation>Sem preço de hardware</translation>
    </message>
    <message>
        <source>Not compared</source>
        <translation>Não comparada</translation>
    </message>
    <message>
        <source>Best, at risk</source>
        <translation>Melhor, em risco</translation>
    </message>
    <message>
        <source>Meets SLA, at risk</source>
        <translation>Atende ao SLA, em risco</translation>
    </message>
    <message>
        <source>electricity only</source>
        <translation>só eletricidade</translation>
    </message>
    <message>
        <source>all-in, quoted rate</source>
        <translation>total, tarifa cotada</translation>
    </message>
    <message>
        <source>all-in, default rate</source>
        <translation>total, tarifa padrão</translation>
    </message>
    <message>
        <source>all-in, amortised purchase</source>
        <translation>total, compra amortizada</translation>
    </message>
    <message>
        <source>electricity only, no hardware price</source>
        <translation>só eletricidade, sem preço de hardware</translation>
    </message>
    <message>
        <source>Overloaded: the rate exceeds what one replica serves; figures at saturation</source>
        <translation>Sobrecarregada: a taxa excede o que uma réplica atende; valores na saturação</translation>
    </message>
    <message>
        <source>at risk: the ITL interval reaches %1 ms, above the SLA</source>
        <translation>em risco: o intervalo de ITL chega a %1 ms, acima do SLA</translation>
    </message>
    <message numerus="yes">
        <source>%n deployment(s)</source>
        <translation>
            <numerusform>%n implantação</numerusform>
            <numerusform>%n implantações</numerusform>
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
        <translation>Implantações comparadas</translation>
    </message>
    <message>
        <source>Deployment</source>
        <translation>Implantação</translation>
    </message>
    <message>
        <source>Under the figures: prediction intervals (about the 10th to 90th percentile of held-out error). Under each deployment: measured = the training corpus holds runs of this GPU; predicted = extrapolated from its spec sheet. vs best = how much more of the objective a deployment needs than the best one (its value / the best&apos;s - 1). Costs and CO₂ are per 1M output tokens at the facility meter (PUE applied).</source>
        <translation>Sob os números: intervalos de previsão (cerca do 10º ao 90º percentil do erro em dados retidos). Sob cada implantação: medida = o corpus de treino tem execuções desta GPU; prevista = extrapolada da ficha técnica. vs. melhor = quanto mais do objetivo uma implantação precisa que a melhor (seu valor / o da melhor - 1). Custos e CO₂ por 1 mi de tokens de saída no medidor da instalação (PUE aplicado).</translation>
    </message>
    <message numerus="yes">
        <source>%n deployment(s) that do not fit in memory are listed after the table.</source>
        <translation>
            <numerusform>%n implantação que não cabe na memória aparece depois da tabela.</numerusform>
            <numerusform>%n implantações que não cabem na memória aparecem depois da tabela.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n deployment(s) cannot hold the model and its KV cache: they need up to %1 GB per GPU, and the most usable memory among them is %2 GB per GPU.</source>
        <translation>
            <numerusform>%n implantação não comporta o modelo e seu cache KV: precisa de até %1 GB por GPU, e a maior memória utilizável entre elas é de %2 GB por GPU.</numerusform>
            <numerusform>%n implantações não comportam o modelo e seu cache KV: precisam de até %1 GB por GPU, e a maior memória utilizável entre elas é de %2 GB por GPU.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 GPUs per replica meet the SLA (ITL %2 ms)</source>
        <extracomment>a proven fix: &quot;&lt;n&gt; GPUs per replica meet the SLA (ITL &lt;ms&gt; ms)&quot;</extracomment>
        <translation>%1 GPUs por réplica atendem ao SLA (ITL %2 ms)</translation>
    </message>
    <message>
        <source>batch %1 meets the SLA (ITL %2 ms)</source>
        <extracomment>a proven fix: &quot;batch &lt;n&gt; meets the SLA (ITL &lt;ms&gt; ms)&quot;</extracomment>
        <translation>lote %1 atende ao SLA (ITL %2 ms)</translation>
    </message>
    <message>
        <source>at most %1 req/s per replica meets the SLA (ITL %2 ms); %3 replicas carry %4 req/s</source>
        <extracomment>a proven fix in server mode: at most &lt;rate&gt; per replica, so &lt;n&gt; replicas carry the asked rate</extracomment>
        <translation>no máximo %1 req/s por réplica atende ao SLA (ITL %2 ms); %3 réplicas atendem %4 req/s</translation>
    </message>
    <message>
        <source>%1 meets the SLA (ITL %2 ms)</source>
        <extracomment>a proven fix: &quot;&lt;precision&gt; meets the SLA (ITL &lt;ms&gt; ms)&quot;</extracomment>
        <translation>%1 atende ao SLA (ITL %2 ms)</translation>
    </message>
    <message>
        <source>%1 with %2 GPUs per replica meets the SLA (ITL %3 ms)</source>
        <extracomment>a proven fix: &quot;&lt;precision&gt; with &lt;n&gt; GPUs per replica meets the SLA (ITL &lt;ms&gt; ms)&quot;</extracomment>
        <translation>%1 com %2 GPUs por réplica atende ao SLA (ITL %3 ms)</translation>
    </message>
    <message>
        <source>the only deployment that fits and meets the SLA</source>
        <translation>a única implantação que cabe e atende ao SLA</translation>
    </message>
    <message>
        <source>%1 per deployment (%2), lower is better</source>
        <translation>%1 por implantação (%2), menor é melhor</translation>
    </message>
    <message>
        <source>All deployments</source>
        <translation>Todas as implantações</translation>
    </message>
    <message>
        <source>Why the other deployments lost</source>
        <translation>Por que as outras implantações perderam</translation>
    </message>
    <message numerus="yes">
        <source>on %n GPU type(s)</source>
        <translation>
            <numerusform>em %n tipo de GPU</numerusform>
            <numerusform>em %n tipos de GPU</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>e mais %n</numerusform>
            <numerusform>e mais %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Deployments that do not fit in memory</source>
        <translation>Implantações que não cabem na memória</translation>
    </message>
    <message>
        <source>Fleet, power budget and owned GPUs</source>
        <translation>Frota, orçamento de potência e GPUs próprias</translation>
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
        <translation>Meta da frota %1 req/s sob o SLA de ITL de %2 ms, cada réplica carregada a no máximo %3 % de sua taxa máxima. Menor energia: %4; mais barata: %5; menos GPUs: %6.</translation>
    </message>
    <message>
        <source>Power budget %1 kW at the wall (PUE %2), held against each fleet&apos;s provisioned peak: its GPUs × each GPU&apos;s power limit × PUE. A budget is a peak limit and a fleet may draw its limit in a burst, so the mean power is shown beside it.</source>
        <translation>Orçamento de potência %1 kW na entrada (PUE %2), comparado ao pico provisionado de cada frota: suas GPUs × o limite de potência de cada GPU × PUE. Um orçamento é um limite de pico e uma frota pode atingir seu limite numa rajada, por isso a potência média aparece ao lado.</translation>
    </message>
    <message>
        <source>Power budget %1 kW of GPU boards, held against each fleet&apos;s provisioned peak: its GPUs × each GPU&apos;s power limit. A budget is a peak limit and a fleet may draw its limit in a burst, so the mean power is shown beside it.</source>
        <translation>Orçamento de potência %1 kW das placas GPU, comparado ao pico provisionado de cada frota: suas GPUs × o limite de potência de cada GPU. Um orçamento é um limite de pico e uma frota pode atingir seu limite numa rajada, por isso a potência média aparece ao lado.</translation>
    </message>
    <message>
        <source>Best within the budget (lowest energy): %1, peak %2 kW, %3 kW left.</source>
        <translation>Melhor dentro do orçamento (menor energia): %1, pico %2 kW, sobram %3 kW.</translation>
    </message>
    <message>
        <source>No fleet fits the budget: the smallest peak, %1 at %2 kW, exceeds it by %3 kW (%4 %).</source>
        <translation>Nenhuma frota cabe no orçamento: o menor pico, %1 com %2 kW, o excede em %3 kW (%4 %).</translation>
    </message>
    <message>
        <source>No fleet meets the SLA, so none fits the budget.</source>
        <translation>Nenhuma frota atende o SLA, então nenhuma cabe no orçamento.</translation>
    </message>
    <message>
        <source>Owned GPUs (%1): %2 req/s (%3) under the %4 ms ITL SLA with %5 GPUs in replicas; at that rate %6 J/token (%7).</source>
        <translation>GPUs próprias (%1): %2 req/s (%3) sob o SLA de ITL de %4 ms com %5 GPUs em réplicas; nessa taxa %6 J/token (%7).</translation>
    </message>
    <message>
        <source>They carry the fleet target of %1 req/s (%2 W mean, %3 J/token): nothing to buy.</source>
        <translation>Elas atendem a meta da frota de %1 req/s (%2 W em média, %3 J/token): nada a comprar.</translation>
    </message>
    <message>
        <source>Short of the fleet target of %1 req/s by %2 req/s. To buy: cheapest %3; lowest energy %4; fewest GPUs %5.</source>
        <translation>Faltam %2 req/s para a meta da frota de %1 req/s. A comprar: mais barato %3; menor energia %4; menos GPUs %5.</translation>
    </message>
    <message>
        <source>Short of the fleet target of %1 req/s, and no GPU type compared can close the gap.</source>
        <translation>A meta da frota de %1 req/s não é atingida e nenhum tipo de GPU comparado fecha a diferença.</translation>
    </message>
    <message>
        <source>Fleet</source>
        <translation>Frota</translation>
    </message>
    <message>
        <source>Replicas</source>
        <translation>Réplicas</translation>
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
        <translation>kWh/dia</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Custo</translation>
    </message>
    <message>
        <source>USD/day</source>
        <translation>USD/dia</translation>
    </message>
    <message>
        <source>Peak</source>
        <translation>Pico</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>Orçamento</translation>
    </message>
    <message>
        <source>at risk: ITL up to %1 ms</source>
        <translation>em risco: ITL até %1 ms</translation>
    </message>
    <message>
        <source>within, %1 kW left</source>
        <translation>dentro, sobram %1 kW</translation>
    </message>
    <message>
        <source>over by %1 kW (%2 %)</source>
        <translation>excede em %1 kW (%2 %)</translation>
    </message>
    <message>
        <source>Mean power and energy at the fleet target spread over the replicas (GPU boards, PUE not applied); the cost is electricity at the facility plus the hardware rate where one is set.</source>
        <translation>Potência média e energia na meta da frota distribuída entre as réplicas (placas GPU, sem PUE); o custo é a eletricidade da instalação mais a tarifa de hardware onde houver uma.</translation>
    </message>
    <message>
        <source>Cap</source>
        <translation>Limite</translation>
    </message>
    <message>
        <source>% of limit</source>
        <translation>% do limite</translation>
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
        <translation>atende (em risco)</translation>
    </message>
    <message>
        <source>meets</source>
        <translation>atende</translation>
    </message>
    <message>
        <source>misses</source>
        <translation>não atende</translation>
    </message>
    <message>
        <source>within</source>
        <translation>dentro</translation>
    </message>
    <message>
        <source>over by %1 kW</source>
        <translation>excede em %1 kW</translation>
    </message>
    <message>
        <source>%1 per replica at %2 req/s (its share of the uncapped fleet), the same load at every cap; the fleet re-sized for the target at each cap.</source>
        <translation>%1 por réplica a %2 req/s (sua parte da frota sem limite), a mesma carga em cada limite; a frota é redimensionada para a meta em cada limite.</translation>
    </message>
    <message>
        <source>%1 per replica carries no fleet uncapped: only the fleet columns apply.</source>
        <translation>%1 por réplica não sustenta nenhuma frota sem limite: só valem as colunas da frota.</translation>
    </message>
    <message>
        <source>The SLA breaks at a cap of %1 %.</source>
        <translation>O SLA é violado com um limite de %1 %.</translation>
    </message>
    <message>
        <source>The SLA holds at every cap.</source>
        <translation>O SLA é atendido em todos os limites.</translation>
    </message>
    <message>
        <source>Owned GPU</source>
        <translation>GPU própria</translation>
    </message>
    <message>
        <source>Owned</source>
        <translation>Próprias</translation>
    </message>
    <message>
        <source>In replicas</source>
        <translation>Em réplicas</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>Capacidade</translation>
    </message>
    <message>
        <source>req/s</source>
        <translation>req/s</translation>
    </message>
    <message>
        <source>Each replica at most %1 % of its max rate under the SLA; the interval tests the ends of the ITL interval against the SLA.</source>
        <translation>Cada réplica a no máximo %1 % de sua taxa máxima sob o SLA; o intervalo testa as pontas do intervalo de ITL contra o SLA.</translation>
    </message>
    <message>
        <source>Buy</source>
        <translation>Comprar</translation>
    </message>
    <message>
        <source>That type after</source>
        <translation>Esse tipo depois</translation>
    </message>
    <message>
        <source>The fewest GPUs of each type that, with what is owned, carry the fleet target; %1 of %2 types shown. Cost: the bought GPUs&apos; hardware rate around the clock plus the whole fleet&apos;s electricity at the target.</source>
        <translation>O menor número de GPUs de cada tipo que, com o que já se tem, atende a meta da frota; %1 de %2 tipos mostrados. Custo: a tarifa de hardware das GPUs compradas 24 horas por dia mais a eletricidade de toda a frota na meta.</translation>
    </message>
    <message>
        <source>SLA: %1</source>
        <translation>SLA: %1</translation>
    </message>
    <message>
        <source>Tail ITL and TTFT</source>
        <translation>ITL de cauda e TTFT</translation>
    </message>
    <message>
        <source>Idle power</source>
        <translation>Potência ociosa</translation>
    </message>
    <message>
        <source>The per-token latencies (all but end-to-end per token) leave out a request&apos;s own prompt processing and wait: that is the time to first token (TTFT).</source>
        <translation>As latências por token (todas menos a de ponta a ponta por token) deixam de fora o processamento do próprio prompt de uma requisição e sua espera: isso é o tempo até o primeiro token (TTFT).</translation>
    </message>
    <message>
        <source>No GPU of this vendor backend was measured: efficiency and interval extrapolated</source>
        <translation>Nenhuma GPU deste backend do fabricante foi medida: eficiência e intervalo extrapolados</translation>
    </message>
    <message>
        <source>p90 ITL</source>
        <translation>ITL p90</translation>
    </message>
    <message>
        <source>90th percentile of all gaps between streamed tokens of all requests (includes steps that carry other requests&apos; prompts)</source>
        <translation>Percentil 90 de todos os intervalos entre tokens transmitidos de todas as requisições (inclui passos que carregam prompts de outras requisições)</translation>
    </message>
    <message>
        <source>p99 ITL</source>
        <translation>ITL p99</translation>
    </message>
    <message>
        <source>99th percentile of all gaps between streamed tokens of all requests (includes steps that carry other requests&apos; prompts)</source>
        <translation>Percentil 99 de todos os intervalos entre tokens transmitidos de todas as requisições (inclui passos que carregam prompts de outras requisições)</translation>
    </message>
    <message>
        <source>For %1 at %2, no GPU meets the SLA of %3 ms ITL and %4 ms TTFT.</source>
        <translation>Para %1 com %2, nenhuma GPU atende ao SLA de %3 ms de ITL e %4 ms de TTFT.</translation>
    </message>
    <message>
        <source>For %1 at %2, SLA %3 ms ITL and %4 ms TTFT: %5</source>
        <translation>Para %1 com %2, SLA de %3 ms de ITL e %4 ms de TTFT: %5</translation>
    </message>
    <message>
        <source>datacenter GPU with a model resident: 17-21 % of TDP (NVML: A100 SXM4 61-83 W of 400 W with a vLLM server loaded, H100 SXM5 ~120 W of 700 W)</source>
        <translation>GPU de data center com um modelo carregado: 17–21 % do TDP (NVML: A100 SXM4 61–83 W de 400 W com um servidor vLLM carregado, H100 SXM5 ~120 W de 700 W)</translation>
    </message>
    <message>
        <source>workstation or consumer GPU: 6-9 % of board power at idle (NVML: RTX 6000 Ada ~27 W of 300 W, RTX 3090 ~20 W of 350 W)</source>
        <translation>GPU de workstation ou de consumo: 6–9 % da potência da placa em ociosidade (NVML: RTX 6000 Ada ~27 W de 300 W, RTX 3090 ~20 W de 350 W)</translation>
    </message>
    <message>
        <source>set by the user</source>
        <translation>definida pelo usuário</translation>
    </message>
    <message>
        <source>TTFT</source>
        <extracomment>column header: time to first token</extracomment>
        <translation>TTFT</translation>
    </message>
    <message>
        <source>TTFT at most %1 ms</source>
        <extracomment>the SLA&apos;s limit on the time to first token</extracomment>
        <translation>TTFT no máximo %1 ms</translation>
    </message>
    <message>
        <source>no TTFT limit</source>
        <extracomment>the SLA has an ITL limit only</extracomment>
        <translation>sem limite de TTFT</translation>
    </message>
    <message>
        <source>%1 at most %2 ms</source>
        <translation>%1 no máximo %2 ms</translation>
    </message>
    <message>
        <source>p90 / p99 ITL: 90th / 99th percentile of all gaps between streamed tokens of all requests (includes steps that carry other requests&apos; prompts).</source>
        <translation>ITL p90 / p99: percentil 90 / 99 de todos os intervalos entre tokens transmitidos de todas as requisições (inclui passos que carregam prompts de outras requisições).</translation>
    </message>
    <message>
        <source>TTFT: the request&apos;s own prefill plus its queueing at %1 requests/s per replica (Poisson arrivals) and its wait to join the running batch.</source>
        <translation>TTFT: o prefill da própria requisição mais sua espera na fila a %1 requisições/s por réplica (chegadas de Poisson) e até entrar no lote em execução.</translation>
    </message>
    <message>
        <source>TTFT: the request&apos;s own prefill plus its wait to join the running batch of %1 concurrent requests (a closed loop), a wait for a KV-cache slot included.</source>
        <translation>TTFT: o prefill da própria requisição mais sua espera até entrar no lote em execução de %1 requisições simultâneas (laço fechado), incluída a espera por uma vaga no cache KV.</translation>
    </message>
    <message>
        <source>FP8 KV cache</source>
        <extracomment>the KV cache&apos;s precision, after the workload: one byte per element</extracomment>
        <translation>cache KV em FP8</translation>
    </message>
    <message>
        <source>16-bit KV cache (auto)</source>
        <extracomment>the KV cache&apos;s precision, after the workload: the serving engine&apos;s default, 16 bits per element</extracomment>
        <translation>cache KV de 16 bits (auto)</translation>
    </message>
    <message>
        <source>%1: %2 W per replica while no request is in service.</source>
        <translation>%1: %2 W por réplica enquanto nenhuma requisição está em atendimento.</translation>
    </message>
    <message>
        <source>%1: %2 W (%3 W) per replica while no request is in service.</source>
        <translation>%1: %2 W (%3 W) por réplica enquanto nenhuma requisição está em atendimento.</translation>
    </message>
    <message>
        <source>At low request rates most of the energy per token is idle power, and its range is carried into the power and energy intervals.</source>
        <translation>Em taxas de requisição baixas, a maior parte da energia por token é potência ociosa, e sua faixa é levada aos intervalos de potência e energia.</translation>
    </message>
    <message>
        <source>Basis: %1.</source>
        <extracomment>the public readings an idle power figure rests on, one per GPU class</extracomment>
        <translation>Base: %1.</translation>
    </message>
    <message>
        <source>p90 / p99 ITL: 90th / 99th percentile of all gaps between streamed tokens. TTFT: time to first token, waiting to be admitted (and, under a request rate, queueing) included.</source>
        <translation>ITL p90 / p99: percentil 90 / 99 de todos os intervalos entre tokens transmitidos. TTFT: tempo até o primeiro token, incluída a espera para ser admitida (e, com uma taxa de requisições, a fila).</translation>
    </message>
    <message>
        <source>Misses ITL and TTFT SLA</source>
        <translation>Não atende ITL nem TTFT</translation>
    </message>
    <message>
        <source>Misses TTFT SLA</source>
        <translation>Não atende o TTFT</translation>
    </message>
    <message>
        <source>Misses ITL SLA</source>
        <translation>Não atende o ITL</translation>
    </message>
    <message>
        <source>Best, ITL at risk, TTFT at risk</source>
        <translation>Melhor, ITL em risco, TTFT em risco</translation>
    </message>
    <message>
        <source>Best, TTFT at risk</source>
        <translation>Melhor, TTFT em risco</translation>
    </message>
    <message>
        <source>Best, ITL at risk</source>
        <translation>Melhor, ITL em risco</translation>
    </message>
    <message>
        <source>Meets SLA, ITL at risk, TTFT at risk</source>
        <translation>Atende ao SLA, ITL em risco, TTFT em risco</translation>
    </message>
    <message>
        <source>Meets SLA, TTFT at risk</source>
        <translation>Atende ao SLA, TTFT em risco</translation>
    </message>
    <message>
        <source>Meets SLA, ITL at risk</source>
        <translation>Atende ao SLA, ITL em risco</translation>
    </message>
    <message>
        <source>ITL up to %1 ms &gt; SLA %2 ms</source>
        <translation>ITL até %1 ms &gt; SLA %2 ms</translation>
    </message>
    <message>
        <source>TTFT up to %1 ms &gt; SLA %2 ms</source>
        <extracomment>why a deployment lost: its time to first token is above the SLA&apos;s TTFT limit</extracomment>
        <translation>TTFT até %1 ms &gt; SLA %2 ms</translation>
    </message>
    <message>
        <source>TTFT %1 ms &gt; SLA %2 ms</source>
        <translation>TTFT %1 ms &gt; SLA %2 ms</translation>
    </message>
    <message>
        <source>the ITL interval reaches %1 ms, above the %2 ms limit</source>
        <translation>o intervalo de ITL chega a %1 ms, acima do limite de %2 ms</translation>
    </message>
    <message>
        <source>the TTFT interval reaches %1 ms, above the %2 ms limit</source>
        <translation>o intervalo de TTFT chega a %1 ms, acima do limite de %2 ms</translation>
    </message>
    <message>
        <source>at risk: %1</source>
        <extracomment>a winner at risk: &quot;at risk: &lt;the interval(s) that reach above their limit&gt;&quot;</extracomment>
        <translation>em risco: %1</translation>
    </message>
    <message>
        <source>%1; TTFT %2 ms</source>
        <extracomment>a proven fix and the time to first token it reaches: &quot;&lt;fix&gt;; TTFT &lt;ms&gt; ms&quot;</extracomment>
        <translation>%1; TTFT %2 ms</translation>
    </message>
    <message>
        <source>At risk: meets the SLA at the prediction, but the interval of a limit it names (ITL or TTFT) reaches above that limit.</source>
        <translation>Em risco: atende ao SLA na previsão, mas o intervalo de um dos seus limites (ITL ou TTFT) chega acima desse limite.</translation>
    </message>
    <message>
        <source>Engine version not given: predicted across its measured releases, with a wider interval</source>
        <translation>Versão do motor não informada: prevista sobre suas versões medidas, com um intervalo mais largo</translation>
    </message>
    <message>
        <source>%1 % of prompt tokens from the prefix cache</source>
        <extracomment>after the workload: &quot;50 % of prompt tokens from the prefix cache&quot; (cached tokens cost no prefill)</extracomment>
        <translation>%1 % dos tokens do prompt vindos do cache de prefixos</translation>
    </message>
    <message>
        <source>%1.</source>
        <extracomment>a rank in the GPU table: &quot;2.&quot; before &quot;2 × H100 NVL&quot;</extracomment>
        <translation>%1.</translation>
    </message>
    <message>
        <source>Fleet for %1 req/s: %2 replicas of %3 (%4 GPUs) — no fleet fits the %5 kW power budget; this one, of the smallest peak, exceeds it by %6 kW.</source>
        <extracomment>page 1 with a fleet target and no fleet within the power budget</extracomment>
        <translation>Frota para %1 req/s: %2 réplicas de %3 (%4 GPUs) — nenhuma frota cabe no orçamento de potência de %5 kW; esta, a de menor pico, o excede em %6 kW.</translation>
    </message>
    <message>
        <source>Fleet for %1 req/s: %2 replicas of %3 (%4 GPUs, %5 kWh/day), the lowest-energy fleet within the %6 kW power budget.</source>
        <extracomment>page 1 with a fleet target and a power budget</extracomment>
        <translation>Frota para %1 req/s: %2 réplicas de %3 (%4 GPUs, %5 kWh/dia), a frota de menor energia dentro do orçamento de potência de %6 kW.</translation>
    </message>
    <message>
        <source>Fleet for %1 req/s: %2 replicas of %3 (%4 GPUs, %5 kWh/day), the lowest-energy fleet.</source>
        <extracomment>page 1 with a fleet target</extracomment>
        <translation>Frota para %1 req/s: %2 réplicas de %3 (%4 GPUs, %5 kWh/dia), a frota de menor energia.</translation>
    </message>
    <message>
        <source>Each replica is %1; the ranking below is for one replica at the plan&apos;s rate per replica.</source>
        <extracomment>after the fleet: the per-replica ranking that follows it on page 1 is a different question</extracomment>
        <translation>Cada réplica é %1; a classificação abaixo é para uma réplica à taxa por réplica do plano.</translation>
    </message>
    <message>
        <source>None of these purchases is within the power budget: the fleet each builds needs a higher peak than it allows.</source>
        <extracomment>purchases with a power budget that none of them fits</extracomment>
        <translation>Nenhuma destas compras cabe no orçamento de potência: a frota que cada uma forma precisa de um pico maior do que ele permite.</translation>
    </message>
    <message>
        <source>The purchases named are within the power budget (the fleet&apos;s GPUs in replicas at their power limit).</source>
        <translation>As compras indicadas cabem no orçamento de potência (as GPUs da frota em réplicas no seu limite de potência).</translation>
    </message>
    <message>
        <source>Fleets for the target</source>
        <translation>Frotas para a meta</translation>
    </message>
    <message>
        <source>Power cap for %1 per replica</source>
        <extracomment>heading of the power-cap table: &quot;Power cap for &lt;deployment&gt; per replica&quot;</extracomment>
        <translation>Limite de potência para %1 por réplica</translation>
    </message>
    <message>
        <source>Owned GPUs</source>
        <translation>GPUs próprias</translation>
    </message>
    <message>
        <source>GPUs to buy</source>
        <translation>GPUs a comprar</translation>
    </message>
    <message>
        <source>out of distribution: an extrapolation</source>
        <extracomment>a purchase of a custom GPU (or one predicted outside the training data)</extracomment>
        <translation>fora da distribuição: uma extrapolação</translation>
    </message>
    <message>
        <source>interval&apos;s low end short of the target</source>
        <extracomment>the purchase&apos;s capacity interval starts below the fleet target</extracomment>
        <translation>o extremo inferior do intervalo não alcança a meta</translation>
    </message>
    <message>
        <source>They reach the fleet target&apos;s rate of %1 req/s but miss the SLA there. To buy: cheapest %2; lowest energy %3; fewest GPUs %4.</source>
        <translation>Alcançam a taxa da meta da frota de %1 req/s, mas não cumprem o SLA ali. A comprar: mais barata %2; menor energia %3; menos GPUs %4.</translation>
    </message>
    <message>
        <source>Announced GPU: the vendor&apos;s preliminary figures, never measured</source>
        <translation>GPU anunciada: números preliminares do fabricante, nunca medida</translation>
    </message>
    <message>
        <source>Speculative decoding never measured: its gain comes from the step physics</source>
        <translation>Decodificação especulativa nunca medida: o ganho vem da física do passo</translation>
    </message>
    <message>
        <source>Replica over several nodes: the link between nodes carries its collectives</source>
        <translation>Réplica em vários nós: o enlace entre os nós carrega suas operações coletivas</translation>
    </message>
    <message>
        <source>Disaggregated prefill and decode never measured: each pool from aggregated runs, plus the KV transfer</source>
        <translation>Prefill e decode separados nunca medidos: cada grupo a partir de execuções agregadas, mais a transferência de KV</translation>
    </message>
    <message>
        <source>Disaggregated prefill/decode: the prefill and decode pools are sized for the fleet target, %1 req/s for the whole service.</source>
        <translation>Prefill/decode desagregado: os pools de prefill e de decode são dimensionados para o alvo da frota, %1 req/s para todo o serviço.</translation>
    </message>
    <message>
        <source>Disaggregated prefill/decode: the prefill and decode pools are sized for %1 req/s for the whole service (the plan&apos;s rate, as no fleet target is set).</source>
        <translation>Prefill/decode desagregado: os pools de prefill e de decode são dimensionados para %1 req/s para todo o serviço (a taxa do plano, pois não há alvo de frota).</translation>
    </message>
    <message>
        <source>The planner recommends disaggregated serving: %1 at %2 J/token uses %3&#xa0;% less energy per token than the best aggregated fleet, %4 at %5 J/token.</source>
        <translation>O planejador recomenda o serviço desagregado: %1 com %2 J/token usa %3&#xa0;% menos energia por token que a melhor frota agregada, %4 com %5 J/token.</translation>
    </message>
    <message>
        <source>The planner recommends aggregated serving: %1 at %2 J/token uses %3&#xa0;% less energy per token than the best disaggregated plan, %4 at %5 J/token.</source>
        <translation>O planejador recomenda o serviço agregado: %1 com %2 J/token usa %3&#xa0;% menos energia por token que o melhor plano desagregado, %4 com %5 J/token.</translation>
    </message>
    <message>
        <source>The planner recommends disaggregated serving: %1 at %2 J/token; no aggregated fleet meets the SLA at this rate.</source>
        <translation>O planejador recomenda o serviço desagregado: %1 com %2 J/token; nenhuma frota agregada atende ao SLA nesta taxa.</translation>
    </message>
    <message>
        <source>The planner recommends aggregated serving: %1 at %2 J/token; no disaggregated plan meets the SLA at this rate.</source>
        <translation>O planejador recomenda o serviço agregado: %1 com %2 J/token; nenhum plano desagregado atende ao SLA nesta taxa.</translation>
    </message>
    <message>
        <source>Neither aggregated nor disaggregated serving meets the SLA at this rate.</source>
        <translation>Nem o serviço agregado nem o desagregado atendem ao SLA nesta taxa.</translation>
    </message>
    <message>
        <source>Disaggregated plans are never measured: each pool is predicted from aggregated runs, plus the KV transfer between the pools, so every one is out of distribution.</source>
        <translation>Planos desagregados nunca foram medidos: cada pool é previsto a partir de execuções agregadas, mais a transferência de KV entre os pools, então todos estão fora da distribuição.</translation>
    </message>
    <message>
        <source>Disaggregated prefill/decode against aggregated serving at %1 req/s</source>
        <extracomment>heading of the disaggregation table; the rate is the whole service&apos;s</extracomment>
        <translation>Prefill/decode desagregado versus serviço agregado a %1 req/s</translation>
    </message>
    <message>
        <source>KV transfer</source>
        <translation>Transferência de KV</translation>
    </message>
    <message>
        <source>Prefill pool</source>
        <translation>Pool de prefill</translation>
    </message>
    <message>
        <source>Decode pool</source>
        <translation>Pool de decode</translation>
    </message>
    <message>
        <source>aggregated: %1</source>
        <extracomment>the aggregated fleet&apos;s row beside the disaggregated plans: &quot;aggregated: 2 × (8 × B200)&quot;</extracomment>
        <translation>agregado: %1</translation>
    </message>
    <message>
        <source>up to %1</source>
        <extracomment>the upper end of an interval whose lower end the aggregated fleet does not have</extracomment>
        <translation>até %1</translation>
    </message>
    <message>
        <source>TTFT: the prefill pool&apos;s queue wait and prefill plus the KV transfer to the decode pool; %1: the decode pool&apos;s gaps at the concurrency the rate gives it; mean power of each pool and of both (GPU boards, PUE not applied). The highlighted row is the one the planner recommends.</source>
        <translation>TTFT: a espera na fila e o prefill do pool de prefill mais a transferência de KV ao pool de decode; %1: os intervalos do pool de decode na concorrência que a taxa lhe dá; potência média de cada pool e de ambos (placas de GPU, sem PUE). A linha destacada é a que o planejador recomenda.</translation>
    </message>
    <message>
        <source>The last row is the lowest-energy aggregated fleet that meets the SLA at the same rate; its TTFT and ITL carry the upper ends of their intervals.</source>
        <translation>A última linha é a frota agregada de menor energia que atende ao SLA na mesma taxa; seu TTFT e ITL trazem os extremos superiores de seus intervalos.</translation>
    </message>
    <message>
        <source>No GPU keeps up with this rate per replica: every one that fits is overloaded.</source>
        <translation>Nenhuma GPU acompanha esta taxa por réplica: todas as que comportam o modelo estão sobrecarregadas.</translation>
    </message>
</context>
<context>
    <name>Screenshot</name>
    <message>
        <source>--sla-itl-ms must be a positive number of milliseconds</source>
        <translation>--sla-itl-ms deve ser um número positivo de milissegundos</translation>
    </message>
    <message>
        <source>unknown chart “%1”; use one of: %2</source>
        <translation>gráfico desconhecido “%1”; use um destes: %2</translation>
    </message>
    <message>
        <source>unknown model “%1”</source>
        <translation>modelo desconhecido “%1”</translation>
    </message>
    <message>
        <source>the computation did not finish in time</source>
        <translation>o cálculo não terminou a tempo</translation>
    </message>
    <message>
        <source>could not render the window</source>
        <translation>não foi possível renderizar a janela</translation>
    </message>
    <message>
        <source>could not write “%1”: %2</source>
        <translation>não foi possível gravar “%1”: %2</translation>
    </message>
    <message>
        <source>the window cannot be %1 × %2 pixels; its minimum size is %3 × %4</source>
        <translation>a janela não pode ter %1 × %2 pixels; o tamanho mínimo é %3 × %4</translation>
    </message>
</context>
<context>
    <name>UiLanguage</name>
    <message>
        <source>There is no “%1” translation; the languages are: %2.</source>
        <translation>Não há tradução “%1”; os idiomas são: %2.</translation>
    </message>
    <message>
        <source>The translation file wattgpu_%1.qm was not found in %2.</source>
        <translation>O arquivo de tradução wattgpu_%1.qm não foi encontrado em %2.</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Choose the GPU to serve an LLM on: predicted power and latency on every GPU.</source>
        <translation>Escolha a GPU para servir um LLM: potência e latência previstas em cada GPU.</translation>
    </message>
    <message>
        <source>Render the window to a PNG file and exit.</source>
        <translation>Renderiza a janela num arquivo PNG e sai.</translation>
    </message>
    <message>
        <source>Hugging Face model id.</source>
        <translation>ID do modelo no Hugging Face.</translation>
    </message>
    <message>
        <source>Inter-token latency SLA in milliseconds.</source>
        <translation>SLA de latência entre tokens em milissegundos.</translation>
    </message>
    <message>
        <source>Chart to show: power-itl, objective, load-sweep or sla-sweep.</source>
        <translation>Gráfico a mostrar: power-itl, objective, load-sweep ou sla-sweep.</translation>
    </message>
    <message>
        <source>Window size for --screenshot, e.g. 1600x1000.</source>
        <translation>Tamanho da janela para --screenshot, p. ex. 1600x1000.</translation>
    </message>
    <message>
        <source>light or dark.</source>
        <translation>light (claro) ou dark (escuro).</translation>
    </message>
    <message>
        <source>Start in presentation mode.</source>
        <translation>Inicia no modo de apresentação.</translation>
    </message>
    <message>
        <source>User-interface language: %1 (default: the system&apos;s, or the one chosen in View → Language).</source>
        <translation>Idioma da interface: %1 (padrão: o do sistema, ou o escolhido em Exibir → Idioma).</translation>
    </message>
    <message>
        <source>A .wattgpu plan to open.</source>
        <translation>Um plano .wattgpu a abrir.</translation>
    </message>
    <message>
        <source>Could not load the bundled data: %1</source>
        <translation>Não foi possível carregar os dados incluídos: %1</translation>
    </message>
    <message>
        <source>WattGPU Planner</source>
        <translation>WattGPU Planner</translation>
    </message>
    <message>
        <source>--sla-itl-ms expects a number of milliseconds</source>
        <translation>--sla-itl-ms espera um número de milissegundos</translation>
    </message>
    <message>
        <source>--size expects WxH, e.g. 1600x1000</source>
        <translation>--size espera LxA, p. ex. 1600x1000</translation>
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
        <translation>O catálogo incluído não foi alterado.</translation>
    </message>
    <message>
        <source>The model list is malformed (%1). The bundled catalog is unchanged.</source>
        <translation>A lista de modelos está malformada (%1). O catálogo incluído não foi alterado.</translation>
    </message>
    <message>
        <source>The models fetched so far are kept.</source>
        <translation>Os modelos já baixados são mantidos.</translation>
    </message>
    <message>
        <source>The config.json of %1 cannot be used: %2</source>
        <translation>O config.json de %1 não pode ser usado: %2</translation>
    </message>
</context>
<context>
    <name>wattgpu::net::HubClient</name>
    <message>
        <source>the model list</source>
        <translation>a lista de modelos</translation>
    </message>
    <message>
        <source>expected a JSON array of models</source>
        <translation>esperava-se um array JSON de modelos</translation>
    </message>
    <message>
        <source>HF_ENDPOINT holds a space, line break or control character; nothing was sent. Set it to the URL alone, e.g. https://huggingface.co.</source>
        <translation>HF_ENDPOINT contém um espaço, uma quebra de linha ou um caractere de controle; nada foi enviado. Defina apenas a URL, por exemplo https://huggingface.co.</translation>
    </message>
    <message>
        <source>HF_ENDPOINT is not the http(s) URL of a server; nothing was sent. Set it to e.g. https://huggingface.co.</source>
        <translation>HF_ENDPOINT não é a URL http(s) de um servidor; nada foi enviado. Defina, por exemplo, https://huggingface.co.</translation>
    </message>
    <message>
        <source>HF_TOKEN holds a space, line break or control character (a token has none); it was not sent. Set it to the token alone.</source>
        <translation>HF_TOKEN contém um espaço, uma quebra de linha ou um caractere de controle (um token não tem nenhum); ele não foi enviado. Defina apenas o token.</translation>
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
        <translation>O config.json de %1 não pode ser usado: %2</translation>
    </message>
    <message>
        <source>Using the bundled catalog entry for %1.</source>
        <translation>Usando a entrada do catálogo incluído para %1.</translation>
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
        <translation>“%1” não é um ID de modelo do Hugging Face (esperado: organização/nome).</translation>
    </message>
    <message>
        <source>Offline</source>
        <translation>Offline</translation>
    </message>
    <message>
        <source>Offline, and %1 is not in the cache.</source>
        <translation>Offline, e %1 não está no cache.</translation>
    </message>
    <message>
        <source>%1; using the copy of %2 cached on %3.</source>
        <translation>%1; usando a cópia de %2 guardada em cache em %3.</translation>
    </message>
    <message>
        <source>The response for %1 is larger than the %2 limit; the download was stopped.</source>
        <translation>A resposta para %1 excede o limite de %2; o download foi interrompido.</translation>
    </message>
    <message>
        <source>No answer from %1 within %2 s</source>
        <translation>Sem resposta de %1 em %2 s</translation>
    </message>
    <message>
        <source>Cannot reach %1 (%2)</source>
        <translation>Não foi possível acessar %1 (%2)</translation>
    </message>
    <message>
        <source>, and %1 is not in the cache.</source>
        <translation>, e %1 não está no cache.</translation>
    </message>
    <message>
        <source>%1 answered 304 Not Modified for %2 but the cached copy is gone; try again.</source>
        <translation>%1 respondeu 304 Not Modified para %2, mas a cópia em cache sumiu; tente de novo.</translation>
    </message>
    <message>
        <source>Refused a redirect for %1 from %2 to %3: it changes the scheme.</source>
        <translation>Redirecionamento recusado para %1 de %2 para %3: ele muda o esquema.</translation>
    </message>
    <message>
        <source>an invalid URL</source>
        <translation>uma URL inválida</translation>
    </message>
    <message>
        <source>Too many redirects for %1.</source>
        <translation>Redirecionamentos demais para %1.</translation>
    </message>
    <message>
        <source>%1 sent malformed JSON for %2.</source>
        <translation>%1 enviou JSON malformado para %2.</translation>
    </message>
    <message>
        <source>The Hugging Face token was not accepted for %1 (401): check HF_TOKEN, and request access on the model page if it is gated.</source>
        <translation>O token do Hugging Face não foi aceito para %1 (401): verifique HF_TOKEN e peça acesso na página do modelo se ele for restrito.</translation>
    </message>
    <message>
        <source>%1 is gated or private (401): request access on the model page, then set HF_TOKEN.</source>
        <translation>%1 é restrito ou privado (401): peça acesso na página do modelo e defina HF_TOKEN.</translation>
    </message>
    <message>
        <source>Access to %1 is not granted (403): request access on the model page, then set HF_TOKEN.</source>
        <translation>Acesso a %1 não concedido (403): peça acesso na página do modelo e defina HF_TOKEN.</translation>
    </message>
    <message>
        <source>%1 was not found on %2 (404): check the model id.</source>
        <translation>%1 não foi encontrado em %2 (404): verifique o ID do modelo.</translation>
    </message>
    <message>
        <source>The Hub is rate-limiting requests (429); retry %1 in %2 s.</source>
        <translation>O Hub está limitando as requisições (429); tente %1 de novo em %2 s.</translation>
    </message>
    <message>
        <source>The Hub is rate-limiting requests (429); retry %1 later.</source>
        <translation>O Hub está limitando as requisições (429); tente %1 de novo mais tarde.</translation>
    </message>
    <message>
        <source>%1 answered HTTP %2 for %3</source>
        <translation>%1 respondeu HTTP %2 para %3</translation>
    </message>
    <message>
        <source>No complete answer from %1 within the %2 s deadline</source>
        <translation>Nenhuma resposta completa de %1 dentro do prazo de %2 s</translation>
    </message>
    <message>
        <source>%1 sent an invalid Content-Length for %2; the download was stopped.</source>
        <translation>%1 enviou um Content-Length inválido para %2; o download foi interrompido.</translation>
    </message>
</context>
<context>
    <name>wattgpu::ui::CapacityView</name>
    <message>
        <source>Planning the fleets for %1…</source>
        <translation>Planejando as frotas para %1…</translation>
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
        <translation>nenhuma GPU incluída atende ao SLA a qualquer taxa.</translation>
    </message>
    <message>
        <source>lowest energy: %1;</source>
        <translation>menor energia: %1;</translation>
    </message>
    <message>
        <source>cheapest: %1;</source>
        <translation>mais barata: %1;</translation>
    </message>
    <message>
        <source>fewest GPUs: %1.</source>
        <translation>menos GPUs: %1.</translation>
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
        <translation>GPUs/réplica</translation>
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
        <translation>GPUs</translation>
    </message>
    <message>
        <source>Fleet power (W)</source>
        <translation>Potência da frota (W)</translation>
    </message>
    <message>
        <source>kWh/day</source>
        <translation>kWh/dia</translation>
    </message>
    <message>
        <source>USD/day</source>
        <translation>USD/dia</translation>
    </message>
    <message>
        <source>kg CO₂/day</source>
        <translation>kg CO₂/dia</translation>
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
        <translation>Por que não</translation>
    </message>
    <message>
        <source>Electricity (board energy × PUE × price) plus, when a hardware cost is set, the provisioned GPUs around the clock</source>
        <translation>Eletricidade (energia da placa × PUE × preço) mais, quando há custo de hardware, as GPUs provisionadas 24 horas por dia</translation>
    </message>
    <message>
        <source>GPU board energy per day, kWh (PUE not applied)</source>
        <translation>Energia das placas de GPU por dia, kWh (sem PUE)</translation>
    </message>
    <message>
        <source>Each replica takes at most its max sustainable rate under the SLA; the target rate is spread evenly over the replicas. Mean power includes idle time between requests (idle power with a model resident: 17-21 % of TDP on datacenter GPUs, 6-9 % on workstation and consumer cards). Costs use Plan → Cost and carbon assumptions.</source>
        <translation>Cada réplica recebe no máximo a maior taxa que suporta dentro do SLA; a taxa alvo é dividida igualmente entre as réplicas. A potência média inclui o tempo ocioso entre requisições (potência ociosa com o modelo carregado: 17–21 % do TDP em GPUs de data center, 6–9 % em placas de workstation e de consumo). Os custos usam Plano → Premissas de custo e carbono.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (GPUs: %2, replicas: %3, %4, %5/day, %6/day)</source>
        <extracomment>capacity summary: GPU name, GPUs, replicas, fleet power, energy per day, cost per day</extracomment>
        <translation>&lt;b&gt;%1&lt;/b&gt; (GPUs: %2, réplicas: %3, %4, %5/dia, %6/dia)</translation>
    </message>
    <message>
        <source>%1 (at risk)</source>
        <extracomment>capacity row whose ITL (or TTFT) interval at its share of the rate reaches above the SLA</extracomment>
        <translation>%1 (em risco)</translation>
    </message>
    <message>
        <source>Capacity planning needs a request rate: switch the scenario to &lt;b&gt;Server&lt;/b&gt; in the workload bar and set the fleet target in req/s.</source>
        <translation>O planejamento de capacidade precisa de uma taxa de requisições: mude o cenário para &lt;b&gt;Servidor&lt;/b&gt; na barra de carga e defina o alvo da frota em req/s.</translation>
    </message>
    <message>
        <source>Capacity sizes a fleet for the whole fleet&apos;s target rate: set &lt;b&gt;fleet&lt;/b&gt; beside the rate per replica in the workload bar (req/s for all replicas together).</source>
        <translation>A capacidade dimensiona uma frota para a taxa alvo da frota inteira: defina &lt;b&gt;frota completa&lt;/b&gt; ao lado da taxa por réplica na barra de carga (req/s para todas as réplicas juntas).</translation>
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
        <translation>nenhuma própria</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Owned GPUs (%1)…</source>
        <extracomment>the owned-GPUs button: how many GPUs the plan owns</extracomment>
        <translation>GPUs próprias (%1)…</translation>
    </message>
    <message>
        <source>Owned GPUs…</source>
        <translation>GPUs próprias…</translation>
    </message>
    <message>
        <source>The GPUs you already own (%1): what they serve under the SLA and what to buy to reach the fleet target</source>
        <translation>As GPUs que você já possui (%1): o que atendem dentro do SLA e o que comprar para atingir o alvo da frota</translation>
    </message>
    <message>
        <source>%1 at the wall (PUE %2)</source>
        <extracomment>the power budget in the capacity summary: &quot;40 kW at the wall (PUE 1.2)&quot; / &quot;30,000 W of GPU boards&quot;</extracomment>
        <translation>%1 na tomada (PUE %2)</translation>
    </message>
    <message>
        <source>%1 of GPU boards</source>
        <translation>%1 das placas de GPU</translation>
    </message>
    <message>
        <source>Power budget %1: best within it (lowest energy) &lt;b&gt;%2&lt;/b&gt;, %3 GPUs, peak %4, headroom %5.</source>
        <extracomment>power budget: the best fleet within it (lowest energy), its peak and the headroom left</extracomment>
        <translation>Orçamento de potência %1: a melhor dentro dele (menor energia) &lt;b&gt;%2&lt;/b&gt;, %3 GPUs, pico %4, folga %5.</translation>
    </message>
    <message>
        <source>Power budget %1: &lt;b&gt;no fleet fits&lt;/b&gt;. The smallest peak, %2 (%3 GPUs) at %4, is over by &lt;b&gt;%5&lt;/b&gt; (%6 %).</source>
        <extracomment>power budget: no fleet fits; the fleet with the smallest peak and by how much it is over</extracomment>
        <translation>Orçamento de potência %1: &lt;b&gt;nenhuma frota cabe&lt;/b&gt;. O menor pico, %2 (%3 GPUs) com %4, o excede em &lt;b&gt;%5&lt;/b&gt; (%6 %).</translation>
    </message>
    <message>
        <source>Power budget %1: no fleet meets the SLA, so none fits it.</source>
        <translation>Orçamento de potência %1: nenhuma frota cumpre o SLA, então nenhuma cabe nele.</translation>
    </message>
    <message>
        <source>Peak at wall (kW)</source>
        <translation>Pico na tomada (kW)</translation>
    </message>
    <message>
        <source>Peak GPUs (kW)</source>
        <translation>Pico GPUs (kW)</translation>
    </message>
    <message>
        <source>best: %1 headroom</source>
        <extracomment>a fleet&apos;s peak against the power budget: the best fleet within it and the headroom left</extracomment>
        <translation>melhor: %1 de folga</translation>
    </message>
    <message>
        <source>within: %1 headroom</source>
        <translation>dentro: %1 de folga</translation>
    </message>
    <message>
        <source>over by %1 (%2 %)</source>
        <extracomment>a fleet&apos;s peak over the power budget: by how much, kW and percent of the budget</extracomment>
        <translation>excede em %1 (%2 %)</translation>
    </message>
    <message>
        <source>Peak %1 (GPUs × %2 each), mean %3</source>
        <translation>Pico %1 (GPUs × %2 cada), média %3</translation>
    </message>
    <message>
        <source>A peak power limit the fleets are held against: facility power at the wall (each fleet&apos;s GPUs × power limit × the plan&apos;s PUE) or the GPU boards&apos; power (GPUs × power limit)</source>
        <translation>Um limite de potência de pico com o qual as frotas são comparadas: potência da instalação na tomada (GPUs de cada frota × limite de potência × PUE do plano) ou a potência das placas de GPU (GPUs × limite de potência)</translation>
    </message>
    <message>
        <source>Fleets</source>
        <translation>Frotas</translation>
    </message>
    <message>
        <source>Owned GPUs</source>
        <translation>GPUs próprias</translation>
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
        <translation>Orçamento</translation>
    </message>
    <message>
        <source>The fleet&apos;s predicted mean GPU power at the target, W</source>
        <translation>A potência média de GPU prevista da frota no alvo, W</translation>
    </message>
    <message>
        <source>%1 × (%2)</source>
        <extracomment>replicas of one size in an owned split: &quot;4 × (4 × A100 SXM4 80GB)&quot;</extracomment>
        <translation>%1 × (%2)</translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>an owned GPU type split into no replica</extracomment>
        <translation>nenhuma</translation>
    </message>
    <message>
        <source>Power budget</source>
        <translation>Orçamento de potência</translation>
    </message>
    <message>
        <source>No power budget</source>
        <extracomment>power budget choices: none, facility power at the wall (kW), power of the GPU boards (W)</extracomment>
        <translation>Sem orçamento de potência</translation>
    </message>
    <message>
        <source>Budget at the wall</source>
        <translation>Orçamento na tomada</translation>
    </message>
    <message>
        <source>Budget of GPU boards</source>
        <translation>Orçamento das placas de GPU</translation>
    </message>
    <message>
        <source>Power cap</source>
        <translation>Limite de potência</translation>
    </message>
    <message>
        <source>Fleets for &lt;b&gt;%1&lt;/b&gt; under an SLA of &lt;b&gt;%2&lt;/b&gt;:</source>
        <extracomment>capacity summary: the fleet target and the SLA by its limits (&quot;50 ms ITL and 500 ms TTFT&quot;)</extracomment>
        <translation>Frotas para &lt;b&gt;%1&lt;/b&gt; com SLA de &lt;b&gt;%2&lt;/b&gt;:</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>capacity row at risk: &quot;&lt;GPU id&gt;: &lt;which interval reaches above which limit&gt;&quot;</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>each GPU&apos;s power cap (%1, clamped to its TDP)</source>
        <extracomment>the per-GPU power limit a budget&apos;s peak is computed with, when a cap is set</extracomment>
        <translation>o limite de potência de cada GPU (%1, limitado ao seu TDP)</translation>
    </message>
    <message>
        <source>each GPU&apos;s power limit (TDP)</source>
        <translation>o limite de potência de cada GPU (TDP)</translation>
    </message>
    <message>
        <source>Budget: held against the provisioned peak: GPUs × %1, at the wall × PUE %2</source>
        <translation>Orçamento: comparado com o pico provisionado: GPUs × %1, na tomada × PUE %2</translation>
    </message>
    <message>
        <source>Budget: held against the provisioned peak: GPUs × %1</source>
        <translation>Orçamento: comparado com o pico provisionado: GPUs × %1</translation>
    </message>
    <message>
        <source>; a budget is a peak limit, and a fleet may draw its limit in a burst, so the predicted mean power is shown beside it but not held against it; host, network and cooling beyond the PUE are not counted.</source>
        <translation>; um orçamento é um limite de pico, e uma frota pode consumir o seu limite numa rajada, então a potência média prevista é mostrada ao lado, mas não é comparada com ele; host, rede e refrigeração além do PUE não são contados.</translation>
    </message>
    <message>
        <source>Recommended fleet: &lt;b&gt;%1 replicas of %2&lt;/b&gt; (%3 GPUs) — no fleet fits the power budget; this one has the smallest peak.</source>
        <extracomment>capacity summary&apos;s first line: the headline fleet, built of replicas of one deployment</extracomment>
        <translation>Frota recomendada: &lt;b&gt;%1 réplicas de %2&lt;/b&gt; (%3 GPUs) — nenhuma frota cabe no orçamento de potência; esta tem o menor pico.</translation>
    </message>
    <message>
        <source>Recommended fleet: &lt;b&gt;%1 replicas of %2&lt;/b&gt; (%3 GPUs), the lowest energy within the power budget.</source>
        <translation>Frota recomendada: &lt;b&gt;%1 réplicas de %2&lt;/b&gt; (%3 GPUs), a de menor energia dentro do orçamento de potência.</translation>
    </message>
    <message>
        <source>Recommended fleet: &lt;b&gt;%1 replicas of %2&lt;/b&gt; (%3 GPUs), the lowest energy.</source>
        <translation>Frota recomendada: &lt;b&gt;%1 réplicas de %2&lt;/b&gt; (%3 GPUs), a de menor energia.</translation>
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
        <translation>Potência × latência</translation>
    </message>
    <message>
        <source>Objective per GPU</source>
        <translation>Objetivo por GPU</translation>
    </message>
    <message>
        <source>Load sweep</source>
        <translation>Curva de carga</translation>
    </message>
    <message>
        <source>SLA sweep</source>
        <translation>Varredura de SLA</translation>
    </message>
    <message>
        <source>Each GPU&apos;s predicted mean power against its inter-token latency (Ctrl+1)</source>
        <translation>Potência média prevista de cada GPU versus sua latência entre tokens (Ctrl+1)</translation>
    </message>
    <message>
        <source>The objective per GPU, best first (Ctrl+2)</source>
        <translation>O objetivo por GPU, a melhor primeiro (Ctrl+2)</translation>
    </message>
    <message>
        <source>Which GPU wins for each SLA (Ctrl+4)</source>
        <translation>Qual GPU vence para cada SLA (Ctrl+4)</translation>
    </message>
    <message>
        <source>E&amp;xport chart…</source>
        <translation>Exportar gráf&amp;ico…</translation>
    </message>
    <message>
        <source>Pic&amp;k GPUs to compare (up to %1):</source>
        <translation>Escol&amp;ha GPUs para comparar (até %1):</translation>
    </message>
    <message>
        <source>Latency and power as concurrency (offline) or the request rate (server) grows (Ctrl+3)</source>
        <translation>Latência e potência conforme cresce a concorrência (offline) ou a taxa de requisições (servidor) (Ctrl+3)</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>Capacidade</translation>
    </message>
    <message>
        <source>Server mode: replicas, GPUs, fleet power, energy and cost per GPU type for the target request rate (Ctrl+5)</source>
        <translation>Modo servidor: réplicas, GPUs, potência da frota, energia e custo por tipo de GPU para a taxa de requisições alvo (Ctrl+5)</translation>
    </message>
    <message>
        <source>Save the visible chart (or the capacity table) as PNG, SVG or PDF</source>
        <translation>Salva o gráfico visível (ou a tabela de capacidade) como PNG, SVG ou PDF</translation>
    </message>
</context>
<context>
    <name>wattgpu::ui::CustomGpuDialog</name>
    <message>
        <source>%1 (%2): “%3” is not a number.</source>
        <translation>%1 (%2): “%3” não é um número.</translation>
    </message>
    <message>
        <source>New GPU</source>
        <translation>Nova GPU</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Custom GPUs</source>
        <translation>GPUs personalizadas</translation>
    </message>
    <message>
        <source>Your GPUs:</source>
        <translation>Suas GPUs:</translation>
    </message>
    <message>
        <source>Add empty</source>
        <translation>Adicionar vazia</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Remover</translation>
    </message>
    <message>
        <source>Duplicate from the selected GPU</source>
        <translation>Duplicar a partir da GPU selecionada</translation>
    </message>
    <message>
        <source>Bundled GPU to copy the spec sheet from</source>
        <translation>GPU incluída da qual copiar a especificação</translation>
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
        <translation>Unidade</translation>
    </message>
    <message>
        <source>The vendor software stack serving engines run on: it decides the learned efficiency. A backend without measurements is flagged and gets a wider interval</source>
        <translation>A pilha de software do fabricante sobre a qual rodam os motores de serviço: ela determina a eficiência aprendida. Um backend sem medições é sinalizado e recebe um intervalo mais largo</translation>
    </message>
    <message>
        <source>Vendor default (%1)</source>
        <extracomment>custom GPU editor: no backend named, the vendor&apos;s usual one is used (in parentheses)</extracomment>
        <translation>Padrão do fabricante (%1)</translation>
    </message>
    <message>
        <source>%1 (%2): “%3” is not a backend name: use 1–32 letters, digits, “.”, “-” or “_” (known: %4; any other name is a backend of its own).</source>
        <extracomment>custom GPU editor: %3 is the text typed, %4 the catalog&apos;s backends</extracomment>
        <translation>%1 (%2): “%3” não é um nome de backend: use de 1 a 32 letras, dígitos, “.”, “-” ou “_” (conhecidos: %4; qualquer outro nome é um backend próprio).</translation>
    </message>
    <message>
        <source>Load custom GPUs</source>
        <translation>Carregar GPUs personalizadas</translation>
    </message>
    <message>
        <source>Custom GPU files (*.json)</source>
        <translation>Arquivos de GPUs personalizadas (*.json)</translation>
    </message>
    <message>
        <source>%1: “%2” is already in your list; nothing was loaded.</source>
        <translation>%1: “%2” já está na sua lista; nada foi carregado.</translation>
    </message>
    <message numerus="yes">
        <source>Loaded %n GPU(s) from %1.</source>
        <translation>
            <numerusform>%n GPU carregada de %1.</numerusform>
            <numerusform>%n GPUs carregadas de %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Load from file…</source>
        <translation>Carregar de arquivo…</translation>
    </message>
    <message>
        <source>Add the GPUs of a custom-GPU file, e.g. the announced 2026 parts in the bundled examples</source>
        <translation>Adicionar as GPUs de um arquivo de GPUs personalizadas, p. ex. os modelos anunciados de 2026 dos exemplos incluídos</translation>
    </message>
</context>
<context>
    <name>wattgpu::ui::DataController</name>
    <message>
        <source>&amp;Data</source>
        <translation>&amp;Dados</translation>
    </message>
    <message>
        <source>&amp;Import measurements…</source>
        <translation>&amp;Importar medições…</translation>
    </message>
    <message>
        <source>Watt Counts CSV, ML.ENERGY v3 JSON, planner CSV or a benchmark result (vLLM, SGLang, GuideLLM, GenAI-Perf) for the GPU selected in the table, with its power log; ends in a validation report</source>
        <translation>CSV do Watt Counts, JSON do ML.ENERGY v3, CSV do planejador ou um resultado de benchmark (vLLM, SGLang, GuideLLM, GenAI-Perf) para a GPU selecionada na tabela, com seu registro de potência; termina em um relatório de validação</translation>
    </message>
    <message>
        <source>&amp;Retrain…</source>
        <translation>&amp;Retreinar…</translation>
    </message>
    <message>
        <source>Train the prediction model on the bundled measurements plus your imports</source>
        <translation>Treina o modelo de previsão com as medições incluídas mais as suas importações</translation>
    </message>
    <message>
        <source>Prediction &amp;model</source>
        <translation>&amp;Modelo de previsão</translation>
    </message>
    <message>
        <source>Shipped default model</source>
        <translation>Modelo padrão fornecido</translation>
    </message>
    <message>
        <source>Paper model (WattGPU hyperparameters)</source>
        <translation>Modelo do artigo (hiperparâmetros do WattGPU)</translation>
    </message>
    <message>
        <source>Retrained model</source>
        <translation>Modelo retreinado</translation>
    </message>
    <message>
        <source>Show model &amp;card…</source>
        <translation>Mostrar &amp;ficha do modelo…</translation>
    </message>
    <message>
        <source>Custom &amp;GPUs…</source>
        <translation>&amp;GPUs personalizadas…</translation>
    </message>
    <message>
        <source>&amp;Fetch from Hugging Face…</source>
        <translation>&amp;Buscar no Hugging Face…</translation>
    </message>
    <message>
        <source>&amp;Update from Hugging Face…</source>
        <translation>&amp;Atualizar do Hugging Face…</translation>
    </message>
    <message>
        <source>Run Data ▸ Retrain… first</source>
        <translation>Execute Dados ▸ Retreinar… antes</translation>
    </message>
    <message>
        <source>Custom GPUs</source>
        <translation>GPUs personalizadas</translation>
    </message>
    <message>
        <source>Your custom GPUs could not be loaded; the file was left as it is.
%1</source>
        <translation>Não foi possível carregar suas GPUs personalizadas; o arquivo foi mantido como está.
%1</translation>
    </message>
    <message>
        <source>The retrained model could not be loaded; the shipped model is used.
%1</source>
        <translation>Não foi possível carregar o modelo retreinado; usa-se o modelo fornecido.
%1</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2): %3</translation>
    </message>
    <message>
        <source>The model card could not be read: %1</source>
        <translation>Não foi possível ler a ficha do modelo: %1</translation>
    </message>
    <message>
        <source>Model card — retrained model</source>
        <translation>Ficha do modelo — modelo retreinado</translation>
    </message>
    <message>
        <source>Model card — paper model</source>
        <translation>Ficha do modelo — modelo do artigo</translation>
    </message>
    <message>
        <source>Model card — shipped model</source>
        <translation>Ficha do modelo — modelo fornecido</translation>
    </message>
    <message>
        <source>Import measurements</source>
        <translation>Importar medições</translation>
    </message>
    <message>
        <source>Measurements and benchmark results (*.csv *.json *.jsonl *.txt *.prom);;Watt Counts, planner or GenAI-Perf CSV (*.csv);;ML.ENERGY, vLLM, GuideLLM or GenAI-Perf JSON (*.json);;SGLang JSONL (*.jsonl)</source>
        <translation>Medições e resultados de benchmarks (*.csv *.json *.jsonl *.txt *.prom);;CSV do Watt Counts, do planejador ou do GenAI-Perf (*.csv);;JSON do ML.ENERGY, vLLM, GuideLLM ou GenAI-Perf (*.json);;JSONL do SGLang (*.jsonl)</translation>
    </message>
    <message>
        <source>The accepted rows could not be saved: %1</source>
        <translation>Não foi possível salvar as linhas aceitas: %1</translation>
    </message>
    <message>
        <source>Retraining cancelled; the models are unchanged.</source>
        <translation>Retreino cancelado; os modelos não foram alterados.</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>cancelado</translation>
    </message>
    <message>
        <source>Retraining failed; the models are unchanged.
%1</source>
        <translation>O retreino falhou; os modelos não foram alterados.
%1</translation>
    </message>
    <message>
        <source>retrained %1 on the bundled measurements: %2</source>
        <translation>%1 retreinado com as medições incluídas: %2</translation>
    </message>
    <message>
        <source>retrained %1 on the bundled measurements + imports %2: %3</source>
        <translation>%1 retreinado com as medições incluídas + importações %2: %3</translation>
    </message>
    <message>
        <source>The retrained model could not be saved; the models are unchanged.
%1</source>
        <translation>Não foi possível salvar o modelo retreinado; os modelos não foram alterados.
%1</translation>
    </message>
    <message>
        <source>could not replace %1</source>
        <translation>não foi possível substituir %1</translation>
    </message>
    <message>
        <source>Retrained on %1 measured runs; saved to %2.</source>
        <translation>Retreinado com %1 execuções medidas; salvo em %2.</translation>
    </message>
    <message>
        <source>Imports not used: %1</source>
        <translation>Importações não usadas: %1</translation>
    </message>
    <message>
        <source>Your GPUs were not saved: %1</source>
        <translation>Suas GPUs não foram salvas: %1</translation>
    </message>
</context>
<context>
    <name>wattgpu::ui::DeploymentDialog</name>
    <message>
        <source>Speculative decoding and network</source>
        <translation>Decodificação especulativa e rede</translation>
    </message>
    <message>
        <source>Speculative &amp;decoding:</source>
        <translation>Decodificação &amp;especulativa:</translation>
    </message>
    <message>
        <source>Drafted &amp;tokens per step:</source>
        <translation>&amp;Tokens de rascunho por passo:</translation>
    </message>
    <message>
        <source>&amp;Acceptance per drafted token:</source>
        <translation>&amp;Aceitação por token de rascunho:</translation>
    </message>
    <message>
        <source>&amp;Network between nodes:</source>
        <translation>&amp;Rede entre nós:</translation>
    </message>
    <message>
        <source>Off</source>
        <extracomment>speculative decoding methods: none, an EAGLE-style draft head, the model&apos;s multi-token-prediction heads</extracomment>
        <translation>Desligada</translation>
    </message>
    <message>
        <source>EAGLE head</source>
        <translation>Cabeça EAGLE</translation>
    </message>
    <message>
        <source>MTP heads (DeepSeek-V3)</source>
        <translation>Cabeças MTP (DeepSeek-V3)</translation>
    </message>
    <message>
        <source>by GPU class</source>
        <extracomment>the inter-node link&apos;s spin box at 0: the GPU class&apos;s estimate is used</extracomment>
        <translation>pela classe da GPU</translation>
    </message>
    <message>
        <source> GB/s per GPU</source>
        <translation> GB/s por GPU</translation>
    </message>
    <message>
        <source>Defaults: EAGLE %1 tokens at %2 acceptance (mean accepted lengths of 3-4 reported on chat benchmarks); MTP %3 token at %4 (DeepSeek-V3 technical report). A verification step emits the accepted tokens plus one, costs the verification of all drafted tokens, and gains less as concurrency makes it compute-bound. The network link carries a replica&apos;s collectives between nodes and a disaggregated plan&apos;s KV cache; by GPU class: 100 GB/s (Blackwell Ultra) to 12.5 GB/s (workstation cards), flagged as estimated.</source>
        <translation>Padrões: EAGLE %1 tokens com %2 de aceitação (comprimentos aceitos médios de 3–4 relatados em benchmarks de chat); MTP %3 token com %4 (relatório técnico do DeepSeek-V3). Um passo de verificação emite os tokens aceitos mais um, custa a verificação de todos os tokens de rascunho e ganha menos à medida que a concorrência o torna limitado por computação. O enlace de rede leva as coletivas de uma réplica entre nós e o cache KV de um plano desagregado; pela classe da GPU: de 100 GB/s (Blackwell Ultra) a 12,5 GB/s (placas de workstation), marcado como estimado.</translation>
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
        <translation>Pools desagregados são dimensionados para uma taxa de requisições: mude o cenário para &lt;b&gt;Servidor&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Tick the box above to plan prompts&apos; prefill and the decode of their tokens on separate pools of GPUs, and to compare that with aggregated serving at this rate.</source>
        <translation>Marque a caixa acima para planejar o prefill dos prompts e o decode de seus tokens em pools de GPUs separados, e comparar isso com o serviço agregado nesta taxa.</translation>
    </message>
    <message>
        <source>Disaggregated serving could not be planned: %1</source>
        <translation>Não foi possível planejar o serviço desagregado: %1</translation>
    </message>
    <message>
        <source>Planning disaggregated serving…</source>
        <translation>Planejando o serviço desagregado…</translation>
    </message>
    <message>
        <source>Prefill and decode on separate pools at %1 for the whole service, against aggregated serving at the same rate.</source>
        <extracomment>disaggregated serving: the rate both kinds of serving are sized for</extracomment>
        <translation>Prefill e decode em pools separados a %1 para todo o serviço, versus o serviço agregado na mesma taxa.</translation>
    </message>
    <message>
        <source>req/s</source>
        <translation>req/s</translation>
    </message>
    <message>
        <source>&lt;b&gt;Disaggregated serving is recommended&lt;/b&gt;: %1 uses %2 % less energy per token than aggregated %3 (%4 against %5).</source>
        <translation>&lt;b&gt;O serviço desagregado é recomendado&lt;/b&gt;: %1 usa %2 % menos energia por token que o agregado %3 (%4 contra %5).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Aggregated serving is recommended&lt;/b&gt;: %1 uses %2 % less energy per token than the best disaggregated plan, %3 (%4 against %5).</source>
        <translation>&lt;b&gt;O serviço agregado é recomendado&lt;/b&gt;: %1 usa %2 % menos energia por token que o melhor plano desagregado, %3 (%4 contra %5).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Disaggregated serving is recommended&lt;/b&gt;: no aggregated fleet meets the SLA at this rate; %1 does (%2).</source>
        <translation>&lt;b&gt;O serviço desagregado é recomendado&lt;/b&gt;: nenhuma frota agregada atende ao SLA nesta taxa; %1 atende (%2).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Aggregated serving is recommended&lt;/b&gt;: no disaggregated plan meets the SLA at this rate; %1 does (%2).</source>
        <translation>&lt;b&gt;O serviço agregado é recomendado&lt;/b&gt;: nenhum plano desagregado atende ao SLA nesta taxa; %1 atende (%2).</translation>
    </message>
    <message>
        <source>Neither aggregated nor disaggregated serving meets the SLA at this rate.</source>
        <translation>Nem o serviço agregado nem o desagregado atendem ao SLA nesta taxa.</translation>
    </message>
    <message>
        <source>Disaggregated serving was never measured: each pool is predicted from aggregated runs, plus the KV cache&apos;s move between them, so every disaggregated row is out of distribution. ITL is the %1.</source>
        <extracomment>disaggregated serving: why every row is out of distribution; %1: &quot;median ITL&quot;</extracomment>
        <translation>O serviço desagregado nunca foi medido: cada pool é previsto a partir de execuções agregadas, mais a movimentação do cache KV entre eles, então cada linha desagregada está fora da distribuição. A ITL é a %1.</translation>
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
        <translation>em risco</translation>
    </message>
    <message>
        <source>meets</source>
        <translation>atende</translation>
    </message>
    <message>
        <source>Prefill: %1 workers of %2 GPUs, each %3 % busy; decode: %4 workers of %5 GPUs, %6 requests in decode on each</source>
        <translation>Prefill: %1 workers de %2 GPUs, cada um %3 % ocupado; decode: %4 workers de %5 GPUs, %6 requisições em decode em cada um</translation>
    </message>
    <message>
        <source>A prefill as slow as its interval&apos;s upper end saturates the prefill pool: the wait then has no bound</source>
        <translation>Um prefill tão lento quanto o extremo superior de seu intervalo satura o pool de prefill: a espera então não tem limite</translation>
    </message>
    <message>
        <source>%1 per request over %2%3</source>
        <translation>%1 por requisição via %2%3</translation>
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
        <translation>Planejar também o prefill dos prompts e o decode de seus tokens em pools de GPUs separados (o cache KV passa entre eles), dimensionados para a taxa do serviço, e comparar isso com o serviço agregado</translation>
    </message>
    <message>
        <source>Deployment</source>
        <translation>Implantação</translation>
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
        <translation>Potência (W)</translation>
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
        <translation>Movimentação KV (ms)</translation>
    </message>
    <message>
        <source>SLA</source>
        <translation>SLA</translation>
    </message>
    <message>
        <source>Time to first token: the prefill pool&apos;s queue wait and prefill plus the KV cache&apos;s move, ms, with its interval</source>
        <translation>Tempo até o primeiro token: a espera na fila e o prefill do pool de prefill mais a movimentação do cache KV, ms, com seu intervalo</translation>
    </message>
    <message>
        <source>One request&apos;s KV cache from its prefill worker to a decode worker over their network links, ms</source>
        <translation>O cache KV de uma requisição do worker de prefill para um worker de decode por seus enlaces de rede, ms</translation>
    </message>
    <message>
        <source>The decode pool&apos;s gaps between tokens at its concurrency, ms, with the interval, in the plan&apos;s ITL definition</source>
        <translation>Os intervalos entre tokens do pool de decode na sua concorrência, ms, com o intervalo, na definição de ITL do plano</translation>
    </message>
    <message>
        <source>The prefill pool&apos;s predicted mean GPU power, W</source>
        <translation>Potência média de GPU prevista do pool de prefill, W</translation>
    </message>
    <message>
        <source>The decode pool&apos;s predicted mean GPU power, W</source>
        <translation>Potência média de GPU prevista do pool de decode, W</translation>
    </message>
    <message>
        <source>Both pools&apos; (or the aggregated fleet&apos;s) mean GPU power, W</source>
        <translation>Potência média de GPU de ambos os pools (ou da frota agregada), W</translation>
    </message>
    <message>
        <source>GPU energy per output token, J, with its interval</source>
        <translation>Energia de GPU por token de saída, J, com seu intervalo</translation>
    </message>
    <message>
        <source>Aggregated fleets</source>
        <translation>Frotas agregadas</translation>
    </message>
    <message>
        <source>Disaggregated pools</source>
        <translation>Pools desagregados</translation>
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
        <translation>Padrões: eletricidade %1 USD/kWh, PUE %2, rede %3 gCO₂/kWh, sem custo de hardware (com preço de compra: %4 anos, %5 % de utilização).</translation>
    </message>
    <message>
        <source>Cost and carbon assumptions</source>
        <translation>Premissas de custo e carbono</translation>
    </message>
    <message>
        <source>Used for the $/1M tokens and gCO₂/1M tokens figures, the cost and CO₂ objectives, capacity plans and reports. Energy is the GPUs&apos; own; PUE scales it to the facility meter.</source>
        <translation>Usadas nos valores de $/1 M tokens e gCO₂/1 M tokens, nos objetivos de custo e CO₂, nos planos de capacidade e nos relatórios. A energia é a das próprias GPUs; o PUE a converte para o medidor da instalação.</translation>
    </message>
    <message>
        <source>Electricity &amp;price</source>
        <translation>Preço da &amp;eletricidade</translation>
    </message>
    <message>
        <source> USD/kWh</source>
        <translation> USD/kWh</translation>
    </message>
    <message>
        <source>Price per kWh at the facility meter (default 0.15 USD/kWh)</source>
        <translation>Preço por kWh no medidor da instalação (padrão: 0,15 USD/kWh)</translation>
    </message>
    <message>
        <source>PU&amp;E</source>
        <translation>&amp;PUE</translation>
    </message>
    <message>
        <source>Power usage effectiveness: facility energy / IT energy, ≥ 1 (default 1.2)</source>
        <translation>Eficácia no uso de energia: energia da instalação / energia de TI, ≥ 1 (padrão: 1,2)</translation>
    </message>
    <message>
        <source>&amp;Grid intensity</source>
        <translation>Intensidade da &amp;rede</translation>
    </message>
    <message>
        <source> gCO₂/kWh</source>
        <translation> gCO₂/kWh</translation>
    </message>
    <message>
        <source>Carbon intensity of the electricity, gCO₂-eq per kWh (default 400)</source>
        <translation>Intensidade de carbono da eletricidade, gCO₂-eq por kWh (padrão: 400)</translation>
    </message>
    <message>
        <source>&amp;Hardware cost</source>
        <translation>Custo de &amp;hardware</translation>
    </message>
    <message>
        <source>With a hardware cost the cost figure is all-in (electricity + hardware); without, electricity only (the default)</source>
        <translation>Com custo de hardware, o custo é total (eletricidade + hardware); sem ele, só eletricidade (o padrão)</translation>
    </message>
    <message>
        <source>None (electricity only)</source>
        <translation>Nenhum (só eletricidade)</translation>
    </message>
    <message>
        <source>Rate per GPU-hour (cloud, rental)</source>
        <translation>Tarifa por GPU-hora (nuvem, aluguel)</translation>
    </message>
    <message>
        <source>Purchase price, amortised</source>
        <translation>Preço de compra, amortizado</translation>
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
        <translation>Pago por GPU-hora de serviço, para todas as GPUs</translation>
    </message>
    <message>
        <source>Purchase p&amp;rice</source>
        <translation>Preço de &amp;compra</translation>
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
        <translation> anos</translation>
    </message>
    <message>
        <source>Amortisation period (default 4 years)</source>
        <translation>Período de amortização (padrão: 4 anos)</translation>
    </message>
    <message>
        <source>&amp;Utilisation</source>
        <translation>&amp;Utilização</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>Share of the lifetime spent serving tokens (default 60 %); idle hours are paid by busy ones</source>
        <translation>Fração da vida útil gasta servindo tokens (padrão: 60 %); as horas ociosas são pagas pelas ocupadas</translation>
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
        <translation>Nome da GPU, p. ex. h100</translation>
    </message>
    <message>
        <source>Per-GPU quotes in this plan (kept; they take precedence): %1</source>
        <translation>Cotações por GPU neste plano (mantidas; têm precedência): %1</translation>
    </message>
    <message>
        <source>Restore &amp;defaults</source>
        <translation>Restaurar pa&amp;drões</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a rate in USD/GPU-h (0 to %3; leave it empty for none)</source>
        <extracomment>&quot;&lt;GPU&gt;: &apos;&lt;text&gt;&apos; is not a rate in USD/GPU-h (0 to 10,000; empty: none)&quot;</extracomment>
        <translation>%1: &apos;%2&apos; não é uma tarifa em USD/GPU-h (0 a %3; deixe vazio para nenhuma)</translation>
    </message>
    <message>
        <source>Quoted rate per GPU &amp;type (takes precedence over the hardware cost above; leave empty to use it):</source>
        <translation>Tarifa cotada por &amp;modelo de GPU (tem precedência sobre o custo de hardware acima; deixe vazio para usá-lo):</translation>
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
        <translation>Recomendada: atende ao SLA com o menor valor de %1</translation>
    </message>
    <message>
        <source>Meets the SLA, but uses %1 % more %2 than the winner</source>
        <translation>Atende ao SLA, mas usa %1 % mais %2 que a vencedora</translation>
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
        <translation>nenhuma</translation>
    </message>
    <message>
        <source>✓ best</source>
        <translation>✓ melhor</translation>
    </message>
    <message>
        <source>✗ overloaded</source>
        <translation>✗ sobrecarregada</translation>
    </message>
    <message>
        <source>✗ too slow</source>
        <translation>✗ lenta demais</translation>
    </message>
    <message>
        <source>✗ no fit</source>
        <translation>✗ não cabe</translation>
    </message>
    <message>
        <source>excluded</source>
        <translation>excluída</translation>
    </message>
    <message>
        <source>⚠</source>
        <translation>⚠</translation>
    </message>
    <message>
        <source>Included in the charts and the recommendation; untick to leave it out</source>
        <translation>Incluída nos gráficos e na recomendação; desmarque para deixá-la de fora</translation>
    </message>
    <message>
        <source>Left out of the charts and the recommendation; tick to include</source>
        <translation>Fora dos gráficos e da recomendação; marque para incluir</translation>
    </message>
    <message>
        <source>%1
TDP %2 · memory %3</source>
        <translation>%1
TDP %2 · memória %3</translation>
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
        <translation>Cabe: precisa de %1 de %2 por GPU</translation>
    </message>
    <message>
        <source>Mean power of the replica over time (idle between requests included), W, with its ~80 % interval</source>
        <translation>Potência média da réplica no tempo (ociosidade entre requisições incluída), W, com seu intervalo de ~80 %</translation>
    </message>
    <message>
        <source>Mean power of the replica, W, with its ~80 % interval</source>
        <translation>Potência média da réplica, W, com seu intervalo de ~80 %</translation>
    </message>
    <message>
        <source>Output tokens per second of the replica</source>
        <translation>Tokens de saída por segundo da réplica</translation>
    </message>
    <message>
        <source>Energy per output token, J, with its ~80 % interval</source>
        <translation>Energia por token de saída, J, com seu intervalo de ~80 %</translation>
    </message>
    <message>
        <source>Electricity cost per 1M output tokens, USD (PUE applied; no hardware cost set)</source>
        <translation>Custo de eletricidade por 1 M de tokens de saída, USD (com PUE; sem custo de hardware)</translation>
    </message>
    <message>
        <source>Emissions per 1M output tokens, gCO₂-eq: energy × PUE × grid intensity</source>
        <translation>Emissões por 1 M de tokens de saída, gCO₂-eq: energia × PUE × intensidade da rede</translation>
    </message>
    <message>
        <source>Share of time the replica has at least one request in service</source>
        <translation>Fração do tempo em que a réplica tem ao menos uma requisição em atendimento</translation>
    </message>
    <message>
        <source>Mean requests in service (Little&apos;s law)</source>
        <translation>Média de requisições em atendimento (lei de Little)</translation>
    </message>
    <message>
        <source>Largest request rate one replica sustains with the ITL under the SLA, req/s</source>
        <translation>Maior taxa de requisições que uma réplica suporta com o ITL dentro do SLA, req/s</translation>
    </message>
    <message>
        <source>Left out by you</source>
        <translation>Deixada de fora por você</translation>
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
        <translation>Cabe?</translation>
    </message>
    <message>
        <source>Mean power (W)</source>
        <translation>Potência média (W)</translation>
    </message>
    <message>
        <source>Power (W)</source>
        <translation>Potência (W)</translation>
    </message>
    <message>
        <source>Tokens/s</source>
        <translation>Tokens/s</translation>
    </message>
    <message>
        <source>Energy (J/token)</source>
        <translation>Energia (J/token)</translation>
    </message>
    <message>
        <source>$/1M tokens</source>
        <translation>US$/1 M tokens</translation>
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
        <translation>Concorrência média</translation>
    </message>
    <message>
        <source>Max req/s</source>
        <translation>Máx. req/s</translation>
    </message>
    <message>
        <source>Meets SLA</source>
        <translation>Atende ao SLA</translation>
    </message>
    <message>
        <source>Out of distribution: outside the data the model was trained on</source>
        <translation>Fora da distribuição: fora dos dados com que o modelo foi treinado</translation>
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
        <translation>%1 vista por cada sequência, ms, com intervalo de ~80 %</translation>
    </message>
    <message>
        <source>%1 runs of this GPU in the training corpus (%2 with power): its figures rest on measurements</source>
        <translation>%1 execuções desta GPU no corpus de treino (%2 com potência): os números se apoiam em medições</translation>
    </message>
    <message>
        <source>No run of this GPU in the training corpus: its figures are extrapolated from the spec sheet, with intervals calibrated on GPUs held out of training</source>
        <translation>Nenhuma execução desta GPU no corpus de treino: os números são extrapolados da ficha técnica, com intervalos calibrados em GPUs retiradas do treino</translation>
    </message>
    <message>
        <source>%1 (ms)</source>
        <translation>%1 (ms)</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>Dados</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Alertas</translation>
    </message>
    <message>
        <source>⚠ out of distribution (outside the training data); ℹ other warnings. Hover a row for the list</source>
        <translation>⚠ fora da distribuição (fora dos dados de treino); ℹ outros avisos. Passe o mouse na linha para ver a lista</translation>
    </message>
    <message>
        <source>Measured: the corpus holds runs of this GPU. Predicted: extrapolated from its spec sheet</source>
        <translation>Medida: o corpus tem execuções desta GPU. Prevista: extrapolada da ficha técnica</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>✓ best · at risk</source>
        <extracomment>The winner, whose ITL interval reaches above the SLA</extracomment>
        <translation>✓ melhor · em risco</translation>
    </message>
    <message>
        <source>✓ at risk</source>
        <translation>✓ em risco</translation>
    </message>
    <message>
        <source>✗ no price</source>
        <translation>✗ sem preço</translation>
    </message>
    <message>
        <source>All-in cost per 1M output tokens, USD: electricity (PUE applied) + this GPU&apos;s quoted rate</source>
        <translation>Custo total por 1 M de tokens de saída, USD: eletricidade (com PUE) + tarifa cotada desta GPU</translation>
    </message>
    <message>
        <source>All-in cost per 1M output tokens, USD: electricity (PUE applied) + the default rate per GPU-hour</source>
        <translation>Custo total por 1 M de tokens de saída, USD: eletricidade (com PUE) + tarifa padrão por GPU-hora</translation>
    </message>
    <message>
        <source>All-in cost per 1M output tokens, USD: electricity (PUE applied) + the purchase price amortised</source>
        <translation>Custo total por 1 M de tokens de saída, USD: eletricidade (com PUE) + preço de compra amortizado</translation>
    </message>
    <message>
        <source>Electricity only, USD per 1M output tokens: no hardware price for this GPU while others are quoted, so it is not ranked on cost</source>
        <translation>Só eletricidade, USD por 1 M de tokens de saída: sem preço de hardware para esta GPU enquanto outras estão cotadas, então não é classificada por custo</translation>
    </message>
    <message>
        <source>ℹ</source>
        <translation>ℹ</translation>
    </message>
    <message>
        <source>; at risk: %1</source>
        <extracomment>&quot;&lt;verdict&gt;; at risk: &lt;which interval reaches above which limit&gt;&quot;</extracomment>
        <translation>; em risco: %1</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <extracomment>the p90 and p99 ITL side by side, e.g. &quot;9.1 / 12.4&quot;</extracomment>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Idle power of the replica: %1</source>
        <translation>Potência ociosa da réplica: %1</translation>
    </message>
    <message>
        <source>Idle basis: %1</source>
        <extracomment>the idle power&apos;s basis; the basis itself is English text from the prediction engine</extracomment>
        <translation>Base do valor ocioso: %1</translation>
    </message>
    <message>
        <source>90th and 99th percentiles of the gaps between tokens, ms</source>
        <translation>Percentis 90 e 99 dos intervalos entre tokens, ms</translation>
    </message>
    <message>
        <source>p90 ITL: %1
p99 ITL: %2
90th and 99th percentiles of the gaps between tokens, each with its ~80 % interval</source>
        <extracomment>p90 and p99 ITL, each with its interval, e.g. &quot;p90 ITL: 9.1 ms (7.2–12)&quot;</extracomment>
        <translation>ITL p90: %1
ITL p99: %2
Percentis 90 e 99 dos intervalos entre tokens, cada um com seu intervalo de ~80 %</translation>
    </message>
    <message>
        <source>Time to first token of one request, queueing included, ms</source>
        <translation>Tempo até o primeiro token de uma requisição, espera na fila incluída, ms</translation>
    </message>
    <message>
        <source>Time to first token: %1
One request&apos;s wait for its first token, queueing included, with its ~80 % interval</source>
        <translation>Tempo até o primeiro token: %1
Espera de uma requisição pelo seu primeiro token, fila incluída, com seu intervalo de ~80 %</translation>
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
        <translation>Percentis 90 e 99 dos intervalos entre tokens, ms; ordena pelo p99. Passe o mouse sobre uma linha para ver os intervalos</translation>
    </message>
    <message>
        <source>Time to first token, queueing included, ms. Hover a row for the interval</source>
        <translation>Tempo até o primeiro token, espera na fila incluída, ms. Passe o mouse sobre uma linha para ver o intervalo</translation>
    </message>
</context>
<context>
    <name>wattgpu::ui::GpuTableView</name>
    <message>
        <source>Filter GPUs by name…</source>
        <translation>Filtrar GPUs por nome…</translation>
    </message>
    <message>
        <source>H&amp;ide GPUs that do not fit</source>
        <translation>Ocu&amp;ltar GPUs que não cabem</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Colunas</translation>
    </message>
    <message>
        <source>Space: include or leave out the current GPU. Click a header to sort; right-click it to show or hide columns.</source>
        <translation>Espaço: inclui ou deixa de fora a GPU atual. Clique num cabeçalho para ordenar; clique com o botão direito para mostrar ou ocultar colunas.</translation>
    </message>
</context>
<context>
    <name>wattgpu::ui::HubFetchDialog</name>
    <message>
        <source>“%1” is not a model id: use org/name of letters, digits, “.”, “_” and “-”.</source>
        <translation>“%1” não é um ID de modelo: use org/nome com letras, dígitos, “.”, “_” e “-”.</translation>
    </message>
    <message>
        <source>Fetching %1…</source>
        <translation>Buscando %1…</translation>
    </message>
    <message>
        <source>%1 B parameters</source>
        <translation>%1 B de parâmetros</translation>
    </message>
    <message>
        <source>parameter count unknown</source>
        <translation>número de parâmetros desconhecido</translation>
    </message>
    <message>
        <source>%1 added to the model list for this session (%2).</source>
        <translation>%1 adicionado à lista de modelos nesta sessão (%2).</translation>
    </message>
    <message>
        <source>The fetch did not return a model.</source>
        <translation>A busca não retornou um modelo.</translation>
    </message>
    <message>
        <source>Fetch a model from Hugging Face</source>
        <translation>Buscar um modelo no Hugging Face</translation>
    </message>
    <message>
        <source>Model id:</source>
        <translation>ID do modelo:</translation>
    </message>
    <message>
        <source>Access token (optional):</source>
        <translation>Token de acesso (opcional):</translation>
    </message>
    <message>
        <source>Gated models need a token from huggingface.co/settings/tokens. It is kept in memory for this session only and never written to disk.</source>
        <translation>Modelos restritos precisam de um token de huggingface.co/settings/tokens. Ele fica na memória só durante esta sessão e nunca é gravado em disco.</translation>
    </message>
    <message>
        <source>Fetch</source>
        <translation>Buscar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
</context>
<context>
    <name>wattgpu::ui::HubRefreshDialog</name>
    <message>
        <source>Listing the most downloaded text-generation models…</source>
        <translation>Listando os modelos de geração de texto mais baixados…</translation>
    </message>
    <message>
        <source>new</source>
        <translation>novo</translation>
    </message>
    <message>
        <source>in the bundled catalog</source>
        <translation>no catálogo incluído</translation>
    </message>
    <message>
        <source>not added</source>
        <translation>não adicionado</translation>
    </message>
    <message>
        <source>%1 models listed, %2 new added to the model list for this session.</source>
        <translation>%1 modelos listados, %2 novos adicionados à lista de modelos nesta sessão.</translation>
    </message>
    <message>
        <source>%1 new models fetched before that were added.</source>
        <translation>%1 modelos novos buscados antes disso foram adicionados.</translation>
    </message>
    <message>
        <source>Update the model list from Hugging Face</source>
        <translation>Atualizar a lista de modelos do Hugging Face</translation>
    </message>
    <message>
        <source>Lists the most downloaded text-generation models on the Hub, fetches the config.json of those not in the bundled catalog and adds them to the model list for this session.</source>
        <translation>Lista os modelos de geração de texto mais baixados do Hub, busca o config.json dos que não estão no catálogo incluído e os adiciona à lista de modelos nesta sessão.</translation>
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
        <translation>Mensagem</translation>
    </message>
    <message>
        <source>Update</source>
        <translation>Atualizar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
</context>
<context>
    <name>wattgpu::ui::ImportReportDialog</name>
    <message>
        <source>Import report — %1</source>
        <translation>Relatório de importação — %1</translation>
    </message>
    <message>
        <source>The file could not be imported; nothing was stored.
%1</source>
        <translation>Não foi possível importar o arquivo; nada foi armazenado.
%1</translation>
    </message>
    <message>
        <source>Watt Counts CSV</source>
        <translation>CSV do Watt Counts</translation>
    </message>
    <message>
        <source>ML.ENERGY v3 JSON</source>
        <translation>JSON do ML.ENERGY v3</translation>
    </message>
    <message>
        <source>planner CSV</source>
        <translation>CSV do planejador</translation>
    </message>
    <message>
        <source>%1 (%2): %3 rows read, %4 accepted, %5 rejected.</source>
        <translation>%1 (%2): %3 linhas lidas, %4 aceitas, %5 rejeitadas.</translation>
    </message>
    <message>
        <source>Accepted rows saved to %1; Data ▸ Retrain… uses them.</source>
        <translation>Linhas aceitas salvas em %1; Dados ▸ Retreinar… as usa.</translation>
    </message>
    <message>
        <source>No row was accepted; nothing was stored.</source>
        <translation>Nenhuma linha foi aceita; nada foi armazenado.</translation>
    </message>
    <message>
        <source>No row was rejected.</source>
        <translation>Nenhuma linha foi rejeitada.</translation>
    </message>
    <message>
        <source>Rejected rows (line in the file, field, reason):</source>
        <translation>Linhas rejeitadas (linha no arquivo, campo, motivo):</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Linha</translation>
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
        <translation>GPUs fora do catálogo (as linhas delas foram rejeitadas; adicione-as em Dados ▸ GPUs personalizadas… ou mapeie-as com wattgpu-cli import --map-gpu): %1</translation>
    </message>
    <message>
        <source>Models not in the catalog (rows kept; they train once the model is in the catalog, e.g. fetched from Hugging Face): %1</source>
        <translation>Modelos fora do catálogo (linhas mantidas; entram no treino quando o modelo estiver no catálogo, p. ex. buscado no Hugging Face): %1</translation>
    </message>
</context>
<context>
    <name>wattgpu::ui::InventoryEditor</name>
    <message>
        <source>Owned GPUs</source>
        <translation>GPUs próprias</translation>
    </message>
    <message>
        <source>The GPUs you already own, a row per GPU type. The Capacity tab shows what they serve under the SLA, split into replicas, and what to buy to reach the fleet target. A JSON file ({&quot;a100-sxm4-80gb&quot;: 16}) or a CSV file with a gpu,count header can be imported.</source>
        <translation>As GPUs que você já possui, uma linha por tipo de GPU. A aba Capacidade mostra o que atendem dentro do SLA, divididas em réplicas, e o que comprar para atingir o alvo da frota. Pode-se importar um arquivo JSON ({&quot;a100-sxm4-80gb&quot;: 16}) ou um CSV com o cabeçalho gpu,count.</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Quantidade</translation>
    </message>
    <message>
        <source>&amp;Add GPU</source>
        <translation>&amp;Adicionar GPU</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Remover</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importar…</translation>
    </message>
    <message>
        <source>Replace the rows with a JSON or CSV file&apos;s, as wattgpu-cli --inventory reads it</source>
        <translation>Substituir as linhas pelas de um arquivo JSON ou CSV, como wattgpu-cli --inventory o lê</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>&amp;Limpar</translation>
    </message>
    <message>
        <source>%1 (not in the catalog)</source>
        <extracomment>an owned GPU the catalog does not list (e.g. a custom GPU removed since)</extracomment>
        <translation>%1 (fora do catálogo)</translation>
    </message>
    <message>
        <source>%1 is listed twice (rows %2 and %3): give it one row with the whole count.</source>
        <extracomment>the owned-GPUs table lists one GPU type twice</extracomment>
        <translation>%1 aparece duas vezes (linhas %2 e %3): dê a ela uma só linha com a quantidade total.</translation>
    </message>
    <message>
        <source>Could not read “%1”: %2.</source>
        <translation>Não foi possível ler “%1”: %2.</translation>
    </message>
    <message>
        <source>“%1” is not an inventory: %2.</source>
        <translation>“%1” não é um inventário: %2.</translation>
    </message>
    <message>
        <source>Import owned GPUs</source>
        <translation>Importar GPUs próprias</translation>
    </message>
    <message>
        <source>Inventories (*.json *.csv);;All files (*)</source>
        <translation>Inventários (*.json *.csv);;Todos os arquivos (*)</translation>
    </message>
    <message numerus="yes">
        <source>Total: %Ln GPU(s)</source>
        <extracomment>the owned-GPUs table&apos;s total</extracomment>
        <translation>
            <numerusform>Total: %Ln GPU</numerusform>
            <numerusform>Total: %Ln GPUs</numerusform>
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
        <translation>Idioma do &amp;sistema</translation>
    </message>
    <message>
        <source>&amp;System language (%1)</source>
        <translation>Idioma do &amp;sistema (%1)</translation>
    </message>
</context>
<context>
    <name>wattgpu::ui::LlmListModel</name>
    <message>
        <source>MoE %1 (%2 active)</source>
        <translation>MoE %1 (%2 ativos)</translation>
    </message>
    <message>
        <source>%1k ctx</source>
        <translation>ctx %1k</translation>
    </message>
    <message>
        <source>gated</source>
        <translation>restrito</translation>
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
        <translation>%1, %2, o modelo atual do plano</translation>
    </message>
</context>
<context>
    <name>wattgpu::ui::LoadSweepChart</name>
    <message>
        <source>Load sweep: latency and mean power vs request rate</source>
        <translation>Varredura de carga: latência e potência média vs. taxa de requisições</translation>
    </message>
    <message>
        <source>Load sweep: latency and power vs concurrency</source>
        <translation>Varredura de carga: latência e potência vs. concorrência</translation>
    </message>
    <message>
        <source>Tick GPUs in the list to compare them under load</source>
        <translation>Marque GPUs na lista para compará-las sob carga</translation>
    </message>
    <message>
        <source>%1 · solid: latency (left axis) · dashed: power (right axis)</source>
        <translation>%1 · contínua: latência (eixo esquerdo) · tracejada: potência (eixo direito)</translation>
    </message>
    <message>
        <source>%1 power</source>
        <translation>potência de %1</translation>
    </message>
    <message>
        <source>Request rate per replica</source>
        <translation>Taxa de requisições por réplica</translation>
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
        <translation>Concorrência (sequências em andamento, escala log.)</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source> — solid</source>
        <translation> — contínua</translation>
    </message>
    <message>
        <source>Mean power per replica</source>
        <translation>Potência média por réplica</translation>
    </message>
    <message>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <source> — dashed</source>
        <translation> — tracejada</translation>
    </message>
    <message>
        <source>current: %1</source>
        <translation>atual: %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; at %2&lt;br&gt;Inter-token latency: %3&lt;br&gt;Mean power: %4</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; com %2&lt;br&gt;Latência entre tokens: %3&lt;br&gt;Potência média: %4</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; at concurrency %2&lt;br&gt;Inter-token latency: %3&lt;br&gt;Power: %4</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; com concorrência %2&lt;br&gt;Latência entre tokens: %3&lt;br&gt;Potência: %4</translation>
    </message>
    <message>
        <source>%1 (max %2 under the SLA)</source>
        <translation>%1 (máx. %2 dentro do SLA)</translation>
    </message>
    <message>
        <source>%1 (misses the SLA at any rate)</source>
        <translation>%1 (não atende ao SLA a nenhuma taxa)</translation>
    </message>
    <message>
        <source>%1 · solid: latency (left) · dashed: mean power (right)</source>
        <translation>%1 · contínua: latência (esquerda) · tracejada: potência média (direita)</translation>
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
        <translation>Não foi possível ler o config.json do modelo: %1.</translation>
    </message>
    <message>
        <source>The model “%1” is not in the catalog.</source>
        <translation>O modelo “%1” não está no catálogo.</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>Prediction model: %1</source>
        <translation>Modelo de previsão: %1</translation>
    </message>
    <message>
        <source>Prediction model: %1, version %2</source>
        <translation>Modelo de previsão: %1, versão %2</translation>
    </message>
    <message>
        <source>Prediction model: none loaded</source>
        <translation>Modelo de previsão: nenhum carregado</translation>
    </message>
    <message>
        <source> · trained on %1</source>
        <translation> · treinado com %1</translation>
    </message>
    <message>
        <source>GPUs outside the training data: %1 (marked ⚠ in the table)</source>
        <translation>GPUs fora dos dados de treino: %1 (marcadas com ⚠ na tabela)</translation>
    </message>
    <message>
        <source>No warnings</source>
        <translation>Sem avisos</translation>
    </message>
    <message>
        <source>⚠ Warnings: %1</source>
        <translation>⚠ Avisos: %1</translation>
    </message>
    <message>
        <source>Updated in %1</source>
        <translation>Atualizado em %1</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>Untitled plan</source>
        <translation>Plano sem título</translation>
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
        <translation>Não foi possível ler “%1” como config.json do Hugging Face:
%2</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Desfazer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Refazer</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Arquivo</translation>
    </message>
    <message>
        <source>&amp;New plan</source>
        <translation>&amp;Novo plano</translation>
    </message>
    <message>
        <source>&amp;Open plan…</source>
        <translation>&amp;Abrir plano…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Abrir &amp;recente</translation>
    </message>
    <message>
        <source>&amp;Save plan</source>
        <translation>&amp;Salvar plano</translation>
    </message>
    <message>
        <source>Save plan &amp;as…</source>
        <translation>Salvar plano &amp;como…</translation>
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
        <translation>Sa&amp;ir</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Find model…</source>
        <translation>&amp;Localizar modelo…</translation>
    </message>
    <message>
        <source>&amp;Include all GPUs</source>
        <translation>&amp;Incluir todas as GPUs</translation>
    </message>
    <message>
        <source>Leave out GPUs that do &amp;not fit</source>
        <translation>Deixar de fora as GPUs que &amp;não cabem</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>E&amp;xibir</translation>
    </message>
    <message>
        <source>&amp;Presentation mode</source>
        <translation>Modo de a&amp;presentação</translation>
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
        <translation>&amp;Escuro</translation>
    </message>
    <message>
        <source>Chart: power vs &amp;latency</source>
        <translation>Gráfico: potência vs. &amp;latência</translation>
    </message>
    <message>
        <source>Chart: &amp;objective per GPU</source>
        <translation>Gráfico: &amp;objetivo por GPU</translation>
    </message>
    <message>
        <source>Chart: load s&amp;weep</source>
        <translation>Gráfico: var&amp;redura de carga</translation>
    </message>
    <message>
        <source>Chart: SL&amp;A sweep</source>
        <translation>Gráfico: varredura de SL&amp;A</translation>
    </message>
    <message>
        <source>&amp;Model picker</source>
        <translation>Seletor de &amp;modelos</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aj&amp;uda</translation>
    </message>
    <message>
        <source>&amp;About WattGPU Planner</source>
        <translation>&amp;Sobre o WattGPU Planner</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Sobre o &amp;Qt</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>Imagem PNG (*.png)</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>Desenho SVG (*.svg)</translation>
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
        <translation>Escolha um nome de arquivo terminado em .png, .svg ou .pdf.</translation>
    </message>
    <message>
        <source>Could not export the chart to “%1”: %2.</source>
        <translation>Não foi possível exportar o gráfico para “%1”: %2.</translation>
    </message>
    <message>
        <source>Chart saved to %1</source>
        <translation>Gráfico salvo em %1</translation>
    </message>
    <message>
        <source>Hugging Face config (config.json *.json);;All files (*)</source>
        <translation>Configuração do Hugging Face (config.json *.json);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <source>About WattGPU Planner</source>
        <translation>Sobre o WattGPU Planner</translation>
    </message>
    <message>
        <source>WattGPU Planner %1

Predicts the power draw and inter-token latency of serving an LLM on every GPU in its catalog, and recommends the most energy-efficient GPU that meets your latency SLA.

Predictions come from models trained on public measurements; intervals show their uncertainty.</source>
        <translation>WattGPU Planner %1

Prevê a potência consumida e a latência entre tokens ao servir um LLM em cada GPU do catálogo e recomenda a GPU mais eficiente em energia que atende ao seu SLA de latência.

As previsões vêm de modelos treinados com medições públicas; os intervalos mostram sua incerteza.</translation>
    </message>
    <message>
        <source>The plan as a report: PDF (A4 or Letter), HTML, CSV or JSON</source>
        <translation>O plano como relatório: PDF (A4 ou Carta), HTML, CSV ou JSON</translation>
    </message>
    <message>
        <source>&amp;Plan</source>
        <translation>&amp;Plano</translation>
    </message>
    <message>
        <source>&amp;Cost and carbon assumptions…</source>
        <translation>Premissas de &amp;custo e carbono…</translation>
    </message>
    <message>
        <source>&amp;Capacity (server mode)</source>
        <translation>&amp;Capacidade (modo servidor)</translation>
    </message>
    <message>
        <source>Export report</source>
        <translation>Exportar relatório</translation>
    </message>
    <message>
        <source>Choose a file name ending in .pdf, .html, .csv or .json.</source>
        <translation>Escolha um nome de arquivo terminado em .pdf, .html, .csv ou .json.</translation>
    </message>
    <message>
        <source>There is no model to report on yet.</source>
        <translation>Ainda não há modelo para o relatório.</translation>
    </message>
    <message>
        <source>No GPU is included: tick at least one GPU in the table.</source>
        <translation>Nenhuma GPU incluída: marque ao menos uma GPU na tabela.</translation>
    </message>
    <message>
        <source>Could not write the report to “%1”: %2.</source>
        <translation>Não foi possível gravar o relatório em “%1”: %2.</translation>
    </message>
    <message>
        <source>Report saved to %1</source>
        <translation>Relatório salvo em %1</translation>
    </message>
    <message>
        <source>Export compare view</source>
        <translation>Exportar comparação</translation>
    </message>
    <message>
        <source>Pick two or three GPUs to compare.</source>
        <translation>Escolha duas ou três GPUs para comparar.</translation>
    </message>
    <message>
        <source>Choose a file name ending in .pdf or .html.</source>
        <translation>Escolha um nome de arquivo terminado em .pdf ou .html.</translation>
    </message>
    <message>
        <source>Could not write “%1”: %2.</source>
        <translation>Não foi possível gravar “%1”: %2.</translation>
    </message>
    <message>
        <source>Compare view saved to %1</source>
        <translation>Comparação salva em %1</translation>
    </message>
    <message>
        <source>PDF report, A4 (*.pdf)</source>
        <translation>Relatório PDF, A4 (*.pdf)</translation>
    </message>
    <message>
        <source>PDF report, US Letter (*.pdf)</source>
        <translation>Relatório PDF, Carta EUA (*.pdf)</translation>
    </message>
    <message>
        <source>HTML report (*.html)</source>
        <translation>Relatório HTML (*.html)</translation>
    </message>
    <message>
        <source>CSV table (*.csv)</source>
        <translation>Tabela CSV (*.csv)</translation>
    </message>
    <message>
        <source>JSON table (*.json)</source>
        <translation>Tabela JSON (*.json)</translation>
    </message>
    <message>
        <source>PDF page, A4 (*.pdf)</source>
        <translation>Página PDF, A4 (*.pdf)</translation>
    </message>
    <message>
        <source>PDF page, US Letter (*.pdf)</source>
        <translation>Página PDF, Carta EUA (*.pdf)</translation>
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
        <translation>Não foi possível exportar a tabela para “%1”: %2.</translation>
    </message>
    <message>
        <source>Table saved to %1</source>
        <translation>Tabela salva em %1</translation>
    </message>
    <message>
        <source>Export re&amp;port…</source>
        <translation>Exportar rela&amp;tório…</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Desfazer: %1</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Refazer: %1</translation>
    </message>
    <message>
        <source>The report could not be built: %1</source>
        <translation>Não foi possível gerar o relatório: %1</translation>
    </message>
    <message>
        <source>%1 measured runs (%2 with power) on %3 GPUs and %4 LLMs</source>
        <translation>%1 execuções medidas (%2 com potência) em %3 GPUs e %4 LLMs</translation>
    </message>
    <message>
        <source>Meet the SLA at the &amp;upper bound of the interval</source>
        <translation>Cumprir o SLA no limite &amp;superior do intervalo</translation>
    </message>
    <message>
        <source>Only deployments whose ~80 % ITL interval stays within the SLA qualify (safer; fewer qualify). Off: the predicted ITL must meet it</source>
        <translation>Só se qualificam implantações cujo intervalo de ITL de ~80 % fica dentro do SLA (mais seguro; menos se qualificam). Desligado: a ITL prevista deve cumpri-lo</translation>
    </message>
    <message>
        <source>Updating…</source>
        <translation>Atualizando…</translation>
    </message>
    <message>
        <source>&amp;Speculative decoding and network…</source>
        <translation>Decodificação &amp;especulativa e rede…</translation>
    </message>
</context>
<context>
    <name>wattgpu::ui::ModelFactsPanel</name>
    <message>
        <source>Parameters:</source>
        <translation>Parâmetros:</translation>
    </message>
    <message>
        <source>Layers:</source>
        <translation>Camadas:</translation>
    </message>
    <message>
        <source>Hidden size:</source>
        <translation>Dimensão oculta:</translation>
    </message>
    <message>
        <source>Attention heads:</source>
        <translation>Cabeças de atenção:</translation>
    </message>
    <message>
        <source>KV heads:</source>
        <translation>Cabeças KV:</translation>
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
        <translation>Cache KV por token:</translation>
    </message>
    <message>
        <source>KV cache, this workload:</source>
        <translation>Cache KV, esta carga:</translation>
    </message>
    <message>
        <source>No model chosen</source>
        <translation>Nenhum modelo escolhido</translation>
    </message>
    <message>
        <source>%1 total, %2 active</source>
        <translation>%1 no total, %2 ativos</translation>
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
        <translation>desconhecido</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 em %2</translation>
    </message>
    <message>
        <source>%1 (%2 × %3 tokens)</source>
        <translation>%1 (%2 × %3 tokens)</translation>
    </message>
    <message>
        <source>Warnings for %1 (recommended):</source>
        <translation>Avisos para %1 (recomendada):</translation>
    </message>
    <message>
        <source>Warnings for %1 (selected in the table):</source>
        <translation>Avisos para %1 (selecionada na tabela):</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nenhum</translation>
    </message>
    <message>
        <source>%1 at %2 bits per weight (%3, as its config.json declares)</source>
        <translation>%1 a %2 bits por peso (%3, conforme seu config.json)</translation>
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
        <translation>Localizar &amp;modelo:</translation>
    </message>
    <message>
        <source>current</source>
        <translation>atual</translation>
    </message>
    <message>
        <source>name, family or type, e.g. llama 8b</source>
        <translation>nome, família ou tipo, p. ex. llama 8b</translation>
    </message>
    <message>
        <source>Famil&amp;y:</source>
        <translation>&amp;Família:</translation>
    </message>
    <message>
        <source>Si&amp;ze:</source>
        <translation>Tama&amp;nho:</translation>
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
        <translation>Usar um modelo que não está no catálogo: ler o config.json dele do Hugging Face</translation>
    </message>
    <message>
        <source>All families</source>
        <translation>Todas as famílias</translation>
    </message>
    <message>
        <source>Any size</source>
        <translation>Qualquer tamanho</translation>
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
        <translation>Denso e MoE</translation>
    </message>
    <message>
        <source>Dense only</source>
        <translation>Só denso</translation>
    </message>
    <message>
        <source>MoE only</source>
        <translation>Só MoE</translation>
    </message>
    <message>
        <source>Models found: 0. Not in the catalog: fetch “%1” from the Hugging Face Hub.</source>
        <extracomment>no catalog model matches the search; the button below fetches it from the Hub</extracomment>
        <translation>Modelos encontrados: 0. Não está no catálogo: busque “%1” no Hugging Face Hub.</translation>
    </message>
    <message>
        <source>Fetch from the Hu&amp;b…</source>
        <translation>Buscar no Hu&amp;b…</translation>
    </message>
    <message>
        <source>Read the model&apos;s config.json from the Hugging Face Hub and add it for this session</source>
        <translation>Ler o config.json do modelo no Hugging Face Hub e adicioná-lo nesta sessão</translation>
    </message>
</context>
<context>
    <name>wattgpu::ui::ModelStrip</name>
    <message>
        <source>%1 parameters (%2 active)</source>
        <translation>%1 parâmetros (%2 ativos)</translation>
    </message>
    <message>
        <source>%1 parameters</source>
        <translation>%1 parâmetros</translation>
    </message>
    <message>
        <source>weights %1 (%2)</source>
        <translation>pesos %1 (%2)</translation>
    </message>
    <message>
        <source>weights %1 at %2</source>
        <translation>pesos %1 em %2</translation>
    </message>
    <message>
        <source>KV cache %1 per token</source>
        <translation>cache KV %1 por token</translation>
    </message>
    <message>
        <source>context %1 tokens</source>
        <translation>contexto %1 tokens</translation>
    </message>
    <message>
        <source>Change model…</source>
        <translation>Trocar modelo…</translation>
    </message>
    <message>
        <source>Show the model picker</source>
        <translation>Mostrar o seletor de modelos</translation>
    </message>
    <message>
        <source>Show the model picker (%1)</source>
        <translation>Mostrar o seletor de modelos (%1)</translation>
    </message>
    <message>
        <source>KV cache %1 per token (%2)</source>
        <translation>cache KV %1 por token (%2)</translation>
    </message>
</context>
<context>
    <name>wattgpu::ui::ObjectiveChart</name>
    <message>
        <source>%1 per GPU (lower is better)</source>
        <translation>%1 por GPU (menor é melhor)</translation>
    </message>
    <message>
        <source> · SLA %1 · greyed, too slow or no fit: %2 · ✗ does not fit in memory</source>
        <translation> · SLA %1 · em cinza, lentas demais ou não cabem: %2 · ✗ não cabe na memória</translation>
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
        <translation>Atende ao SLA</translation>
    </message>
    <message>
        <source>Misses the SLA or does not fit</source>
        <translation>Não atende ao SLA ou não cabe</translation>
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
        <translation>Não há GPUs próprias no plano: adicione-as acima com &lt;b&gt;GPUs próprias…&lt;/b&gt; (um tipo de GPU e uma quantidade por linha, ou um arquivo JSON ou CSV).</translation>
    </message>
    <message>
        <source>What owned GPUs serve is a server-mode question: switch the scenario to &lt;b&gt;Server&lt;/b&gt; in the workload bar.</source>
        <translation>O que as GPUs próprias atendem é uma pergunta do modo servidor: mude o cenário para &lt;b&gt;Servidor&lt;/b&gt; na barra de carga.</translation>
    </message>
    <message>
        <source>The owned GPUs could not be planned: %1</source>
        <translation>Não foi possível planejar as GPUs próprias: %1</translation>
    </message>
    <message>
        <source>Planning the owned GPUs…</source>
        <translation>Planejando as GPUs próprias…</translation>
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
        <translation>%1 de potência média de GPU, &lt;b&gt;%2&lt;/b&gt;</translation>
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
        <translation>, &lt;b&gt;não cumpre o SLA&lt;/b&gt; (réplica mais lenta %1)</translation>
    </message>
    <message>
        <source>, ⚠ at risk: an ITL interval reaches above the SLA</source>
        <translation>, ⚠ em risco: um intervalo de ITL passa do SLA</translation>
    </message>
    <message>
        <source>At capacity: %1.</source>
        <translation>Na capacidade: %1.</translation>
    </message>
    <message>
        <source>Fleet target %1: &lt;b&gt;carried, nothing to buy&lt;/b&gt;; at the target %2.</source>
        <translation>Alvo da frota %1: &lt;b&gt;atendido, nada a comprar&lt;/b&gt;; no alvo %2.</translation>
    </message>
    <message>
        <source>Fleet target %1: not carried, see &lt;b&gt;Purchases&lt;/b&gt; for what to buy.</source>
        <translation>Alvo da frota %1: não atendido, veja &lt;b&gt;Compras&lt;/b&gt; para saber o que comprar.</translation>
    </message>
    <message>
        <source>Set a &lt;b&gt;fleet&lt;/b&gt; target in the workload bar to see what to buy to reach it.</source>
        <translation>Defina um alvo de &lt;b&gt;frota completa&lt;/b&gt; na barra de carga para ver o que comprar para atingi-lo.</translation>
    </message>
    <message>
        <source>%1: at most %2 per replica</source>
        <extracomment>an owned replica size and its max sustainable rate with the interval</extracomment>
        <translation>%1: no máximo %2 por réplica</translation>
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
        <translation>Próprias</translation>
    </message>
    <message>
        <source>In replicas</source>
        <translation>Em réplicas</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>Divisão</translation>
    </message>
    <message>
        <source>Capacity (req/s)</source>
        <translation>Capacidade (req/s)</translation>
    </message>
    <message>
        <source>Why none</source>
        <translation>Por que nenhuma</translation>
    </message>
    <message>
        <source>What this GPU type serves under the SLA, req/s, with its interval (the ITL interval&apos;s upper and lower end tested against the SLA)</source>
        <translation>O que este tipo de GPU atende dentro do SLA, req/s, com seu intervalo (as pontas superior e inferior do intervalo de ITL comparadas com o SLA)</translation>
    </message>
    <message>
        <source>Replicas × (GPUs per replica), the split with the most request rate from the owned count</source>
        <translation>Réplicas × (GPUs por réplica), a divisão com a maior taxa de requisições a partir da quantidade própria</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 owned GPUs&lt;/b&gt; (%2 in replicas) serve &lt;b&gt;%3&lt;/b&gt; under the %4 SLA, each replica at most %5 % of its max sustainable rate.</source>
        <extracomment>owned GPUs: how many, how many in replicas, the capacity with its interval, the SLA, the headroom</extracomment>
        <translation>&lt;b&gt;%1 GPUs próprias&lt;/b&gt; (%2 em réplicas) atendem &lt;b&gt;%3&lt;/b&gt; dentro do SLA de %4, cada réplica no máximo a %5 % de sua maior taxa sustentável.</translation>
    </message>
    <message>
        <source>, &lt;b&gt;misses the SLA&lt;/b&gt; (slowest replica %1, TTFT %2)</source>
        <extracomment>owned GPUs that miss an SLA with a TTFT limit: the slowest replica&apos;s ITL and TTFT</extracomment>
        <translation>, &lt;b&gt;não cumpre o SLA&lt;/b&gt; (réplica mais lenta %1, TTFT %2)</translation>
    </message>
    <message>
        <source>, ⚠ at risk: an ITL or TTFT interval reaches above the SLA</source>
        <translation>, ⚠ em risco: um intervalo de ITL ou de TTFT passa do SLA</translation>
    </message>
</context>
<context>
    <name>wattgpu::ui::PlanDocument</name>
    <message>
        <source>Choose model %1</source>
        <translation>Escolher modelo %1</translation>
    </message>
    <message>
        <source>Set concurrency to %1</source>
        <translation>Definir concorrência como %1</translation>
    </message>
    <message>
        <source>Set prompt length to %1</source>
        <translation>Definir tamanho do prompt como %1</translation>
    </message>
    <message>
        <source>Set output length to %1</source>
        <translation>Definir tamanho da saída como %1</translation>
    </message>
    <message>
        <source>Set precision to %1</source>
        <translation>Definir precisão como %1</translation>
    </message>
    <message>
        <source>Set GPUs per replica to %1</source>
        <translation>Definir GPUs por réplica como %1</translation>
    </message>
    <message>
        <source>Set ITL SLA to %1 ms</source>
        <translation>Definir SLA de ITL como %1 ms</translation>
    </message>
    <message>
        <source>Optimise for %1</source>
        <translation>Otimizar para %1</translation>
    </message>
    <message>
        <source>Switch to offline batch</source>
        <translation>Mudar para lote offline</translation>
    </message>
    <message>
        <source>Switch to server at %1 req/s</source>
        <translation>Mudar para servidor a %1 req/s</translation>
    </message>
    <message>
        <source>Set request rate to %1 req/s</source>
        <translation>Definir taxa de requisições como %1 req/s</translation>
    </message>
    <message>
        <source>Change cost and carbon assumptions</source>
        <translation>Alterar premissas de custo e carbono</translation>
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
        <translation>Incluir GPUs (%1)</translation>
    </message>
    <message>
        <source>Exclude GPUs (%1)</source>
        <translation>Excluir GPUs (%1)</translation>
    </message>
    <message>
        <source>Serve with %1</source>
        <translation>Servir com %1</translation>
    </message>
    <message>
        <source>Choose GPUs per replica automatically</source>
        <translation>Escolher automaticamente as GPUs por réplica</translation>
    </message>
    <message>
        <source>Measure latency as %1</source>
        <translation>Medir a latência como %1</translation>
    </message>
    <message>
        <source>Meet the SLA at the interval&apos;s upper bound</source>
        <translation>Cumprir o SLA no limite superior do intervalo</translation>
    </message>
    <message>
        <source>Meet the SLA at the predicted value</source>
        <translation>Cumprir o SLA no valor previsto</translation>
    </message>
    <message>
        <source>Apply fix: %1</source>
        <translation>Aplicar correção: %1</translation>
    </message>
    <message>
        <source>Show every GPU count as a deployment of its own</source>
        <translation>Mostrar cada quantidade de GPUs como implantação própria</translation>
    </message>
    <message>
        <source>Use the model&apos;s native precision</source>
        <translation>Usar a precisão nativa do modelo</translation>
    </message>
    <message>
        <source>Set fleet target to %1 req/s</source>
        <translation>Definir alvo da frota como %1 req/s</translation>
    </message>
    <message>
        <source>Clear the fleet target</source>
        <translation>Remover o alvo da frota</translation>
    </message>
    <message>
        <source>Remove the power budget</source>
        <translation>Remover o orçamento de potência</translation>
    </message>
    <message>
        <source>Set the power budget to %1 kW at the wall</source>
        <translation>Definir o orçamento de potência em %1 kW na tomada</translation>
    </message>
    <message>
        <source>Set the power budget to %1 W of GPU boards</source>
        <translation>Definir o orçamento de potência em %1 W de placas de GPU</translation>
    </message>
    <message>
        <source>Clear the owned GPUs</source>
        <translation>Limpar as GPUs próprias</translation>
    </message>
    <message>
        <source>Set the owned GPUs (%1)</source>
        <translation>Definir as GPUs próprias (%1)</translation>
    </message>
    <message>
        <source>Set TTFT SLA to %1 ms</source>
        <translation>Definir SLA de TTFT como %1 ms</translation>
    </message>
    <message>
        <source>Remove the TTFT SLA</source>
        <translation>Remover o SLA de TTFT</translation>
    </message>
    <message>
        <source>Set KV-cache precision to %1</source>
        <translation>Definir a precisão do cache KV como %1</translation>
    </message>
    <message>
        <source>Serve %1 % of prompt tokens from the prefix cache</source>
        <translation>Servir %1 % dos tokens do prompt a partir do cache de prefixos</translation>
    </message>
    <message>
        <source>Turn the prefix cache off</source>
        <translation>Desligar o cache de prefixos</translation>
    </message>
    <message>
        <source>Compare disaggregated prefill/decode</source>
        <translation>Comparar prefill/decode desagregado</translation>
    </message>
    <message>
        <source>Stop comparing disaggregated prefill/decode</source>
        <translation>Parar de comparar prefill/decode desagregado</translation>
    </message>
    <message>
        <source>Set speculative decoding and the network</source>
        <translation>Definir a decodificação especulativa e a rede</translation>
    </message>
</context>
<context>
    <name>wattgpu::ui::PlanFiles</name>
    <message>
        <source>WattGPU plans (*.wattgpu);;All files (*)</source>
        <translation>Planos do WattGPU (*.wattgpu);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <source>Open plan</source>
        <translation>Abrir plano</translation>
    </message>
    <message>
        <source>Could not open the plan “%1”.
%2
Your current plan has not been changed.</source>
        <translation>Não foi possível abrir o plano “%1”.
%2
Seu plano atual não foi alterado.</translation>
    </message>
    <message>
        <source>plan.wattgpu</source>
        <translation>plano.wattgpu</translation>
    </message>
    <message>
        <source>Save plan</source>
        <translation>Salvar plano</translation>
    </message>
    <message>
        <source>Untitled plan</source>
        <translation>Plano sem título</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Alterações não salvas</translation>
    </message>
    <message>
        <source>The plan “%1” has unsaved changes. Save them?</source>
        <translation>O plano “%1” tem alterações não salvas. Salvá-las?</translation>
    </message>
    <message>
        <source>&amp;%1 %2</source>
        <extracomment>recent file entry: mnemonic number and file name</extracomment>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <source>No recent plans</source>
        <translation>Nenhum plano recente</translation>
    </message>
    <message>
        <source>&amp;Clear list</source>
        <translation>&amp;Limpar lista</translation>
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
        <translation>O limite de potência é varrido para a frota que atende o alvo da frota: mude o cenário para &lt;b&gt;Servidor&lt;/b&gt; e defina &lt;b&gt;frota completa&lt;/b&gt; na barra de carga.</translation>
    </message>
    <message>
        <source>The power cap could not be swept: %1</source>
        <translation>Não foi possível varrer o limite de potência: %1</translation>
    </message>
    <message>
        <source>No fleet carries the fleet target under the SLA, so there is no deployment to cap.</source>
        <translation>Nenhuma frota atende o alvo da frota dentro do SLA, então não há implantação a limitar.</translation>
    </message>
    <message>
        <source>Sweeping the power cap…</source>
        <translation>Varrendo o limite de potência…</translation>
    </message>
    <message>
        <source>The power cap as a lever for &lt;b&gt;%1&lt;/b&gt;, the best fleet within the power budget, at caps of its %2 limit per GPU.</source>
        <translation>O limite de potência como alavanca para &lt;b&gt;%1&lt;/b&gt;, a melhor frota dentro do orçamento de potência, em frações do seu limite de %2 por GPU.</translation>
    </message>
    <message>
        <source>The power cap as a lever for &lt;b&gt;%1&lt;/b&gt;, the lowest-energy fleet, at caps of its %2 limit per GPU.</source>
        <translation>O limite de potência como alavanca para &lt;b&gt;%1&lt;/b&gt;, a frota de menor energia, em frações do seu limite de %2 por GPU.</translation>
    </message>
    <message>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <source>One replica is held at %1, its share of %2 in the uncapped fleet.</source>
        <extracomment>power cap sweep: the rate one replica is held at, and the fleet target it is a share of</extracomment>
        <translation>Uma réplica é mantida em %1, sua parte de %2 na frota sem limite.</translation>
    </message>
    <message>
        <source>req/s</source>
        <translation>req/s</translation>
    </message>
    <message>
        <source>The uncapped deployment carries no fleet; the rows say why.</source>
        <translation>A implantação sem limite não sustenta nenhuma frota; as linhas dizem por quê.</translation>
    </message>
    <message>
        <source>From %1 % no fleet of it carries the target.</source>
        <translation>A partir de %1 % nenhuma frota dela atende o alvo.</translation>
    </message>
    <message>
        <source>Peak at wall (kW)</source>
        <translation>Pico na tomada (kW)</translation>
    </message>
    <message>
        <source>Peak GPUs (kW)</source>
        <translation>Pico GPUs (kW)</translation>
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
        <translation>Abaixo do que a réplica consumiria: a GPU reduz seu clock</translation>
    </message>
    <message>
        <source>misses</source>
        <translation>não cumpre</translation>
    </message>
    <message>
        <source>at risk</source>
        <translation>em risco</translation>
    </message>
    <message>
        <source>meets</source>
        <translation>cumpre</translation>
    </message>
    <message>
        <source>%1, throttled</source>
        <translation>%1, limitada</translation>
    </message>
    <message>
        <source>within: %1 headroom</source>
        <translation>dentro: %1 de folga</translation>
    </message>
    <message>
        <source>over by %1 (%2 %)</source>
        <translation>excede em %1 (%2 %)</translation>
    </message>
    <message>
        <source>Cap (% of limit)</source>
        <translation>Limite (% do máximo)</translation>
    </message>
    <message>
        <source>Cap (W/GPU)</source>
        <translation>Limite (W/GPU)</translation>
    </message>
    <message>
        <source>ITL (ms)</source>
        <translation>ITL (ms)</translation>
    </message>
    <message>
        <source>Replica power (W)</source>
        <translation>Potência da réplica (W)</translation>
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
        <translation>GPUs</translation>
    </message>
    <message>
        <source>Fleet power (W)</source>
        <translation>Potência da frota (W)</translation>
    </message>
    <message>
        <source>Peak (kW)</source>
        <translation>Pico (kW)</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>Orçamento</translation>
    </message>
    <message>
        <source>Why no fleet</source>
        <translation>Por que não há frota</translation>
    </message>
    <message>
        <source>One replica at the reference rate, ms, with its interval, in the plan&apos;s ITL definition</source>
        <translation>Uma réplica na taxa de referência, ms, com seu intervalo, na definição de ITL do plano</translation>
    </message>
    <message>
        <source>One replica&apos;s mean power at the reference rate, W, with its interval</source>
        <translation>Potência média de uma réplica na taxa de referência, W, com seu intervalo</translation>
    </message>
    <message>
        <source>Energy per output token of that replica, J</source>
        <translation>Energia por token de saída dessa réplica, J</translation>
    </message>
    <message>
        <source>GPUs the fleet target needs at this cap</source>
        <translation>GPUs que o alvo da frota precisa com este limite</translation>
    </message>
    <message>
        <source>That fleet&apos;s predicted mean GPU power, W</source>
        <translation>A potência média de GPU prevista dessa frota, W</translation>
    </message>
    <message>
        <source>misses (overloaded)</source>
        <extracomment>power cap sweep: the reference replica cannot keep up with its rate at this cap</extracomment>
        <translation>não cumpre (sobrecarregada)</translation>
    </message>
    <message>
        <source>The %1 SLA &lt;b&gt;breaks at %2 %&lt;/b&gt;.</source>
        <extracomment>power cap sweep: the SLA by its limits (&quot;50 ms ITL&quot;) and the cap where it breaks</extracomment>
        <translation>O SLA de %1 &lt;b&gt;quebra em %2 %&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>The %1 SLA holds down to %2 %.</source>
        <translation>O SLA de %1 se mantém até %2 %.</translation>
    </message>
    <message>
        <source>The power cap as a lever for &lt;b&gt;%1&lt;/b&gt;, the fleet of the smallest peak (no fleet fits the power budget), at caps of its %2 limit per GPU.</source>
        <translation>O limite de potência como alavanca para &lt;b&gt;%1&lt;/b&gt;, a frota de menor pico (nenhuma frota cabe no orçamento de potência), com limites do seu %2 por GPU.</translation>
    </message>
</context>
<context>
    <name>wattgpu::ui::PowerItlChart</name>
    <message>
        <source>Power vs inter-token latency</source>
        <translation>Potência vs. latência entre tokens</translation>
    </message>
    <message>
        <source> · not shown, do not fit in memory: %1</source>
        <translation> · não mostradas, não cabem na memória: %1</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>Mean power per replica</source>
        <translation>Potência média por réplica</translation>
    </message>
    <message>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <source>Pareto front (nothing both faster and lower-power)</source>
        <translation>Fronteira de Pareto (nada mais rápido e de menor potência ao mesmo tempo)</translation>
    </message>
    <message>
        <source>Misses the SLA</source>
        <translation>Não atende ao SLA</translation>
    </message>
    <message>
        <source>Meets the SLA</source>
        <translation>Atende ao SLA</translation>
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
        <translation>SLA %1 · lentas demais →</translation>
    </message>
    <message>
        <source>Misses ITL or TTFT</source>
        <translation>Não atende ITL ou TTFT</translation>
    </message>
    <message>
        <source>%1 SLA %2 · too slow →</source>
        <translation>SLA de %1 %2 · lentas demais →</translation>
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
        <translation>Atende ao SLA · +%1 %</translation>
    </message>
    <message>
        <source>Too slow for the SLA</source>
        <translation>Lenta demais para o SLA</translation>
    </message>
    <message>
        <source>Does not fit</source>
        <translation>Não cabe</translation>
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
        <translation>F11 ou Esc: sair do modo de apresentação</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(nenhuma)</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>W mean</source>
        <translation>W média</translation>
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
        <translation>E&amp;xportar página de comparação…</translation>
    </message>
    <message>
        <source>The cards on one page, as PDF (A4 or Letter) or HTML</source>
        <translation>Os cartões numa página, em PDF (A4 ou Carta) ou HTML</translation>
    </message>
    <message>
        <source>★ Recommended · at risk</source>
        <extracomment>presentation card of the winner whose ITL interval reaches above the SLA</extracomment>
        <translation>★ Recomendada · em risco</translation>
    </message>
    <message>
        <source>At risk for the SLA · +%1 %</source>
        <translation>Em risco para o SLA · +%1 %</translation>
    </message>
    <message>
        <source>$ / 1M tokens all-in</source>
        <translation>US$ / 1 M tokens, total</translation>
    </message>
    <message>
        <source>$ / 1M tokens electricity</source>
        <translation>US$ / 1 M tokens, eletricidade</translation>
    </message>
</context>
<context>
    <name>wattgpu::ui::PurchaseView</name>
    <message>
        <source>electricity only</source>
        <translation>só eletricidade</translation>
    </message>
    <message>
        <source>quoted rate</source>
        <translation>tarifa cotada</translation>
    </message>
    <message>
        <source>rate per GPU-hour</source>
        <translation>tarifa por GPU-hora</translation>
    </message>
    <message>
        <source>purchase price</source>
        <translation>preço de compra</translation>
    </message>
    <message>
        <source>unpriced</source>
        <translation>sem preço</translation>
    </message>
    <message>
        <source>A purchase adds to the GPUs you own: add them with &lt;b&gt;Owned GPUs…&lt;/b&gt; above.</source>
        <translation>Uma compra se soma às GPUs que você possui: adicione-as acima com &lt;b&gt;GPUs próprias…&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>What to buy is a server-mode question: switch the scenario to &lt;b&gt;Server&lt;/b&gt; in the workload bar.</source>
        <translation>O que comprar é uma pergunta do modo servidor: mude o cenário para &lt;b&gt;Servidor&lt;/b&gt; na barra de carga.</translation>
    </message>
    <message>
        <source>The purchases could not be planned: %1</source>
        <translation>Não foi possível planejar as compras: %1</translation>
    </message>
    <message>
        <source>Planning the purchases…</source>
        <translation>Planejando as compras…</translation>
    </message>
    <message>
        <source>A purchase reaches the fleet target: set &lt;b&gt;fleet&lt;/b&gt; beside the rate per replica in the workload bar.</source>
        <translation>Uma compra atinge o alvo da frota: defina &lt;b&gt;frota completa&lt;/b&gt; ao lado da taxa por réplica na barra de carga.</translation>
    </message>
    <message>
        <source>req/s</source>
        <translation>req/s</translation>
    </message>
    <message>
        <source>The owned GPUs serve %1 and carry the fleet target of &lt;b&gt;%2&lt;/b&gt;: &lt;b&gt;nothing to buy&lt;/b&gt;.</source>
        <translation>As GPUs próprias atendem %1 e cobrem o alvo da frota de &lt;b&gt;%2&lt;/b&gt;: &lt;b&gt;nada a comprar&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <extracomment>a purchase: GPUs to buy × GPU name</extracomment>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>The owned GPUs serve %1, short of the fleet target of &lt;b&gt;%2&lt;/b&gt;.</source>
        <extracomment>purchases: the owned GPUs&apos; capacity (with its interval) against the fleet target</extracomment>
        <translation>As GPUs próprias atendem %1, abaixo do alvo da frota de &lt;b&gt;%2&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>No GPU type reaches it by a purchase; the table says why.</source>
        <translation>Nenhum tipo de GPU o atinge com uma compra; a tabela diz por quê.</translation>
    </message>
    <message>
        <source>The fewest GPUs to buy per GPU type, by USD per day:</source>
        <translation>As menos GPUs a comprar por tipo de GPU, por USD por dia:</translation>
    </message>
    <message>
        <source>cheapest &lt;b&gt;%1&lt;/b&gt; (%2/day, hardware and electricity);</source>
        <translation>a mais barata &lt;b&gt;%1&lt;/b&gt; (%2/dia, hardware e eletricidade);</translation>
    </message>
    <message>
        <source>cheapest &lt;b&gt;%1&lt;/b&gt; (%2/day, electricity only: set a hardware cost in Plan → Cost and carbon assumptions);</source>
        <translation>a mais barata &lt;b&gt;%1&lt;/b&gt; (%2/dia, só eletricidade: defina um custo de hardware em Plano → Premissas de custo e carbono);</translation>
    </message>
    <message>
        <source>USD</source>
        <translation>USD</translation>
    </message>
    <message>
        <source>cheapest: none, no purchase has a hardware price;</source>
        <translation>a mais barata: nenhuma, nenhuma compra tem preço de hardware;</translation>
    </message>
    <message>
        <source>lowest energy &lt;b&gt;%1&lt;/b&gt; (%2/day, %3);</source>
        <translation>menor energia &lt;b&gt;%1&lt;/b&gt; (%2/dia, %3);</translation>
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
        <translation>menos GPUs &lt;b&gt;%1&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>%1 (misses the SLA)</source>
        <extracomment>a purchase whose fleet misses the SLA at the target</extracomment>
        <translation>%1 (não cumpre o SLA)</translation>
    </message>
    <message>
        <source>%1 (at risk)</source>
        <translation>%1 (em risco)</translation>
    </message>
    <message>
        <source>%1: an ITL interval at the target reaches above the SLA (slowest replica %2)</source>
        <translation>%1: um intervalo de ITL no alvo passa do SLA (réplica mais lenta %2)</translation>
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
        <translation>GPUs a comprar</translation>
    </message>
    <message>
        <source>Split after</source>
        <translation>Divisão depois</translation>
    </message>
    <message>
        <source>Capacity after (req/s)</source>
        <translation>Capacidade depois (req/s)</translation>
    </message>
    <message>
        <source>kWh/day</source>
        <translation>kWh/dia</translation>
    </message>
    <message>
        <source>Hardware USD/day</source>
        <translation>Hardware USD/dia</translation>
    </message>
    <message>
        <source>USD/day</source>
        <translation>USD/dia</translation>
    </message>
    <message>
        <source>Cost basis</source>
        <translation>Base de custo</translation>
    </message>
    <message>
        <source>Why none</source>
        <translation>Por que nenhuma</translation>
    </message>
    <message>
        <source>What the owned GPUs and the purchase serve together under the SLA, req/s, with its interval</source>
        <translation>O que as GPUs próprias e a compra atendem juntas dentro do SLA, req/s, com seu intervalo</translation>
    </message>
    <message>
        <source>The whole fleet&apos;s GPU board energy per day at the fleet target, kWh (PUE not applied)</source>
        <translation>A energia das placas de GPU da frota inteira por dia no alvo da frota, kWh (sem PUE)</translation>
    </message>
    <message>
        <source>The whole fleet&apos;s energy per output token at the fleet target, J, with its interval</source>
        <translation>A energia da frota inteira por token de saída no alvo da frota, J, com seu intervalo</translation>
    </message>
    <message>
        <source>The bought GPUs around the clock, USD/day (Plan → Cost and carbon assumptions)</source>
        <translation>As GPUs compradas 24 horas por dia, USD/dia (Plano → Premissas de custo e carbono)</translation>
    </message>
    <message>
        <source>Bought hardware plus the whole fleet&apos;s electricity at the fleet target, USD/day</source>
        <translation>Hardware comprado mais a eletricidade da frota inteira no alvo da frota, USD/dia</translation>
    </message>
    <message>
        <source>%1: an ITL or TTFT interval at the target reaches above the SLA (slowest replica %2, TTFT %3)</source>
        <translation>%1: um intervalo de ITL ou de TTFT no alvo passa do SLA (réplica mais lenta %2, TTFT %3)</translation>
    </message>
    <message>
        <source>&lt;b&gt;None of them is within the power budget&lt;/b&gt;: each fleet&apos;s peak exceeds it.</source>
        <extracomment>purchases under a power budget that none of them fits</extracomment>
        <translation>&lt;b&gt;Nenhuma cabe no orçamento de potência&lt;/b&gt;: o pico de cada frota o excede.</translation>
    </message>
    <message>
        <source>The purchases named are within the power budget.</source>
        <translation>As compras indicadas cabem no orçamento de potência.</translation>
    </message>
    <message>
        <source>%1 (over the power budget by %2)</source>
        <extracomment>a purchase whose fleet&apos;s peak exceeds the power budget</extracomment>
        <translation>%1 (acima do orçamento de potência em %2)</translation>
    </message>
    <message>
        <source>kW</source>
        <translation>kW</translation>
    </message>
    <message>
        <source>%1 (out of distribution: an extrapolation)</source>
        <extracomment>a purchase of a custom GPU, or one predicted outside the training data</extracomment>
        <translation>%1 (fora da distribuição: uma extrapolação)</translation>
    </message>
    <message>
        <source>%1 (the capacity interval&apos;s low end is short of the target)</source>
        <extracomment>the purchase&apos;s capacity interval starts below the fleet target</extracomment>
        <translation>%1 (o extremo inferior do intervalo de capacidade não alcança a meta)</translation>
    </message>
</context>
<context>
    <name>wattgpu::ui::RecommendationBanner</name>
    <message>
        <source>Computing the recommendation…</source>
        <translation>Calculando a recomendação…</translation>
    </message>
    <message>
        <source>No prediction: the prediction model failed</source>
        <translation>Sem previsão: o modelo de previsão falhou</translation>
    </message>
    <message>
        <source>Apply fix</source>
        <extracomment>Button on the banner: apply the nearest proven fix to the plan (one undo step)</extracomment>
        <translation>Aplicar correção</translation>
    </message>
    <message>
        <source>Change the plan as the nearest fix says; Undo takes it back</source>
        <translation>Mudar o plano como diz a correção mais próxima; Desfazer reverte</translation>
    </message>
    <message>
        <source>⚠ warnings: %1</source>
        <translation>⚠ avisos: %1</translation>
    </message>
    <message>
        <source>Warnings for the recommended deployment:</source>
        <translation>Avisos para a implantação recomendada:</translation>
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
        <translation>n = %1 previsões</translation>
    </message>
    <message>
        <source>Retrain the prediction model</source>
        <translation>Retreinar o modelo de previsão</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Use retrained model</source>
        <translation>Usar modelo retreinado</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
    <message>
        <source>Training on the bundled measurements and your imports… %1</source>
        <translation>Treinando com as medições incluídas e as suas importações… %1</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>Divisão</translation>
    </message>
    <message>
        <source>Power MdAPE
shipped</source>
        <translation>MdAPE potência
fornecido</translation>
    </message>
    <message>
        <source>Power MdAPE
retrained</source>
        <translation>MdAPE potência
retreinado</translation>
    </message>
    <message>
        <source>ITL MdAPE
shipped</source>
        <translation>MdAPE ITL
fornecido</translation>
    </message>
    <message>
        <source>ITL MdAPE
retrained</source>
        <translation>MdAPE ITL
retreinado</translation>
    </message>
    <message>
        <source>MdAPE: median absolute percentage error, lower is better. cv5: 5-fold cross-validation grouped by (LLM, GPU); logo: leave one GPU out; lolo: leave one LLM out. The two models are scored on their own training data, so the columns compare like with like only when no rows were added.</source>
        <translation>MdAPE: mediana do erro percentual absoluto, menor é melhor. cv5: validação cruzada em 5 partes agrupada por (LLM, GPU); logo: deixar uma GPU de fora; lolo: deixar um LLM de fora. Os dois modelos são avaliados nos próprios dados de treino, então as colunas só são comparáveis quando nenhuma linha foi adicionada.</translation>
    </message>
    <message>
        <source>Shipped evaluation unavailable: %1</source>
        <translation>Avaliação fornecida indisponível: %1</translation>
    </message>
</context>
<context>
    <name>wattgpu::ui::SlaSweepChart</name>
    <message>
        <source>Which GPU wins as the SLA moves</source>
        <translation>Qual GPU vence conforme o SLA muda</translation>
    </message>
    <message>
        <source>No included GPU fits this workload</source>
        <translation>Nenhuma GPU incluída comporta esta carga</translation>
    </message>
    <message>
        <source>Computing…</source>
        <translation>Calculando…</translation>
    </message>
    <message>
        <source>%1 · bands: the recommended GPU for each SLA · line: its %2</source>
        <translation>%1 · faixas: a GPU recomendada para cada SLA · linha: seu valor de %2</translation>
    </message>
    <message>
        <source>Winner&apos;s %1</source>
        <translation>%1 da vencedora</translation>
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
        <translation>seu SLA: %1</translation>
    </message>
    <message>
        <source>SLA %1–%2</source>
        <translation>SLA %1–%2</translation>
    </message>
    <message>
        <source>%1: no GPU is fast enough</source>
        <translation>%1: nenhuma GPU é rápida o bastante</translation>
    </message>
    <message>
        <source>%1: &lt;b&gt;%2&lt;/b&gt; wins at %3</source>
        <translation>%1: &lt;b&gt;%2&lt;/b&gt; vence com %3</translation>
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
        <translation>No máximo %1 GPUs por vez: desmarque uma antes</translation>
    </message>
</context>
<context>
    <name>wattgpu::ui::WorkloadBar</name>
    <message>
        <source>Co&amp;ncurrency</source>
        <translation>&amp;Concorrência</translation>
    </message>
    <message>
        <source>Scen&amp;ario</source>
        <translation>Cenári&amp;o</translation>
    </message>
    <message>
        <source>Sequences decoded at once (batch size / max-num-seqs)</source>
        <translation>Sequências decodificadas ao mesmo tempo (tamanho do lote / max-num-seqs)</translation>
    </message>
    <message>
        <source> req/s</source>
        <translation> req/s</translation>
    </message>
    <message>
        <source>Requests per second arriving at one replica (0.001–1000 req/s; arrows step a quarter decade)</source>
        <translation>Requisições por segundo que chegam a uma réplica (0,001–1000 req/s; as setas avançam um quarto de década)</translation>
    </message>
    <message>
        <source>O&amp;utput tokens</source>
        <translation>Tokens de sa&amp;ída</translation>
    </message>
    <message>
        <source>P&amp;recision</source>
        <translation>P&amp;recisão</translation>
    </message>
    <message>
        <source>&amp;GPUs per replica</source>
        <translation>&amp;GPUs por réplica</translation>
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
        <translation>Maior latência entre tokens aceitável</translation>
    </message>
    <message>
        <source>Drag to move the SLA (log scale, 1–1000 ms)</source>
        <translation>Arraste para mover o SLA (escala log., 1–1000 ms)</translation>
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
        <translation>Menor energia por token</translation>
    </message>
    <message>
        <source>Lowest mean power</source>
        <translation>Menor potência média</translation>
    </message>
    <message>
        <source>Lowest cost</source>
        <translation>Menor custo</translation>
    </message>
    <message>
        <source>Lowest CO₂</source>
        <translation>Menor CO₂</translation>
    </message>
    <message>
        <source>USD per 1M output tokens: electricity, plus hardware when a hardware cost is set</source>
        <translation>USD por 1 M de tokens de saída: eletricidade, mais hardware quando há custo de hardware</translation>
    </message>
    <message>
        <source>gCO₂ per 1M output tokens: energy × PUE × grid intensity</source>
        <translation>gCO₂ por 1 M de tokens de saída: energia × PUE × intensidade da rede</translation>
    </message>
    <message>
        <source>Cost ($/1M tokens) and CO₂ (gCO₂/1M tokens) use Plan → Cost and carbon assumptions</source>
        <translation>Custo ($/1 M tokens) e CO₂ (gCO₂/1 M tokens) usam Plano → Premissas de custo e carbono</translation>
    </message>
    <message>
        <source>Offline (batch): a saturated batch at a fixed concurrency.
Server: requests arrive at random (Poisson) at a given rate; the GPU idles between them.</source>
        <translation>Offline (lote): um lote saturado com concorrência fixa.
Servidor: as requisições chegam ao acaso (Poisson) a uma taxa dada; a GPU fica ociosa entre elas.</translation>
    </message>
    <message>
        <source>Offline</source>
        <translation>Offline</translation>
    </message>
    <message>
        <source>%1 (%2). Measured in the corpus on: %3 backend</source>
        <translation>%1 (%2). Medido no corpus em: backend %3</translation>
    </message>
    <message>
        <source>Serving stac&amp;k</source>
        <translation>Stack de ser&amp;viço</translation>
    </message>
    <message>
        <source>Serving engine and version: the learned efficiency of the software (achieved bandwidth, fixed cost per step) depends on it</source>
        <translation>Motor de serviço e versão: a eficiência aprendida do software (largura de banda alcançada, custo fixo por passo) depende dele</translation>
    </message>
    <message>
        <source>The inter-token latency definition the SLA and every latency figure are in</source>
        <translation>A definição de latência entre tokens do SLA e de todos os números de latência</translation>
    </message>
    <message>
        <source>Tensor-parallel degree: GPUs that serve one copy of the model. Auto: for each GPU type the count of 1, 2, 4 or 8 that meets the SLA at the best objective</source>
        <translation>Grau de paralelismo tensorial: GPUs que servem uma cópia do modelo. Automático: para cada tipo de GPU, a quantidade de 1, 2, 4 ou 8 que atende ao SLA com o melhor objetivo</translation>
    </message>
    <message>
        <source>Auto</source>
        <translation>Automático</translation>
    </message>
    <message>
        <source>ITL definition</source>
        <translation>Definição de ITL</translation>
    </message>
    <message>
        <source>All counts</source>
        <extracomment>GPUs per replica: every supported count side by side (&quot;1 × H100&quot;, &quot;2 × H100&quot;…)</extracomment>
        <translation>Todas</translation>
    </message>
    <message>
        <source>Every count the platform supports as a deployment of its own: the table and the charts hold 1 × H100, 2 × H100 and 4 × H100 side by side</source>
        <translation>Cada quantidade que a plataforma suporta como implantação própria: a tabela e os gráficos mostram 1 × H100, 2 × H100 e 4 × H100 lado a lado</translation>
    </message>
    <message>
        <source>Re&amp;quest rate per replica</source>
        <extracomment>server mode: the request rate one replica is offered (the fleet target sits beside it)</extracomment>
        <translation>Taxa de re&amp;quisições por réplica</translation>
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
        <translation>A precisão em que o checkpoint é publicado (um repositório FP8 ou MXFP4 continua FP8 ou MXFP4; pesos quantizados de um config.json são dimensionados como a configuração declara)</translation>
    </message>
    <message>
        <source>f&amp;leet</source>
        <extracomment>server mode: the whole fleet&apos;s target rate beside the rate per replica</extracomment>
        <translation>frota &amp;completa</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nenhum</translation>
    </message>
    <message>
        <source>Fleet target, req/s: the whole fleet&apos;s rate, which the Capacity tab sizes replicas for (none: no fleet question)</source>
        <translation>Alvo da frota, req/s: a taxa da frota inteira, para a qual a aba Capacidade dimensiona as réplicas (nenhum: sem pergunta de frota)</translation>
    </message>
    <message>
        <source>TTFT ≤ </source>
        <extracomment>the TTFT SLA field beside the ITL SLA: &quot;TTFT ≤ 500 ms&quot;</extracomment>
        <translation>TTFT ≤ </translation>
    </message>
    <message>
        <source>no TTFT limit</source>
        <extracomment>the TTFT SLA field when no TTFT limit is set</extracomment>
        <translation>sem limite de TTFT</translation>
    </message>
    <message>
        <source>Optional second limit: the longest acceptable time to first token, queueing included. A deployment meets the SLA only when every stated limit holds; arrows step a quarter decade</source>
        <translation>Segundo limite opcional: o maior tempo até o primeiro token aceitável, espera na fila incluída. Uma implantação atende ao SLA só quando todos os limites declarados são respeitados; as setas andam um quarto de década</translation>
    </message>
    <message>
        <source>TTFT SLA</source>
        <translation>SLA de TTFT</translation>
    </message>
    <message>
        <source>KV-cache precision</source>
        <translation>Precisão do cache KV</translation>
    </message>
    <message>
        <source>Precision of the KV cache (vLLM --kv-cache-dtype). Auto: 16-bit, as engines default; FP8 halves its memory and the bytes each decode step reads from it</source>
        <translation>Precisão do cache KV (vLLM --kv-cache-dtype). Auto: 16 bits, o padrão dos motores; FP8 reduz à metade sua memória e os bytes que cada passo de decodificação lê dele</translation>
    </message>
    <message>
        <source>KV cache: auto</source>
        <extracomment>the KV-cache precision combo beside the weights&apos; precision: the engine&apos;s default (16-bit)</extracomment>
        <translation>Cache KV: auto</translation>
    </message>
    <message>
        <source>KV cache: FP8</source>
        <extracomment>the KV-cache precision combo beside the weights&apos; precision</extracomment>
        <translation>Cache KV: FP8</translation>
    </message>
    <message>
        <source>Share of each prompt&apos;s tokens the engine serves from its prefix cache (a shared system prompt, a multi-turn chat): they cost no prefill, which shortens TTFT, and their KV blocks are held once for every sequence</source>
        <translation>Parcela dos tokens de cada prompt que o motor serve do seu cache de prefixos (um prompt de sistema compartilhado, um chat de vários turnos): não custam prefill, o que encurta o TTFT, e seus blocos KV são mantidos uma única vez para todas as sequências</translation>
    </message>
    <message>
        <source>Prefix-cache share</source>
        <translation>Parcela do cache de prefixos</translation>
    </message>
    <message>
        <source>Pr&amp;ompt tokens · cached</source>
        <extracomment>above the prompt&apos;s length and, beside it, the share of it served from the prefix cache (&quot;50 %&quot;)</extracomment>
        <translation>To&amp;kens de prompt · em cache</translation>
    </message>
    <message>
        <source> %</source>
        <extracomment>the prefix-cache field beside the prompt length: &quot;50 %&quot;</extracomment>
        <translation> %</translation>
    </message>
</context>
</TS>
