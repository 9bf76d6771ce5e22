// Every bundled example kernel runs compiled for this CPU with exactly the interpreter's results:
// each `tilec run` below compiles the kernel, runs the reference interpreter on copies of the
// same inputs, and fails on the first differing element (--compare-interpreter; the default
// suite adds it to every `tilec run`, so it is spelled out here to hold in every suite).
// Sizes are chosen to leave partial edge tiles.
// RUN: tilec run --compare-interpreter %tilec_src_root/examples/vadd.mlir --entry vadd --grid 3 --arg rand:f32:2500:1 --arg rand:f32:2500:2 --arg zeros:f32:2500 --arg 2500
// RUN: tilec run --compare-interpreter %tilec_src_root/examples/transpose.mlir --entry transpose --grid 3,4 --arg rand:f32:70x50 --arg zeros:f32:50x70 --arg 70 --arg 50
// RUN: tilec run --compare-interpreter %tilec_src_root/examples/matmul.mlir --entry matmul --grid 3,3 --arg rand:f32:70x45:1 --arg rand:f32:45x66:2 --arg zeros:f32:70x66 --arg 70 --arg 66 --arg 45
// RUN: tilec run --compare-interpreter %tilec_src_root/examples/matmul.mlir --entry matmul_bf16 --grid 2,2 --arg rand:bf16:40x33:1 --arg rand:bf16:33x50:2 --arg zeros:f32:40x50 --arg 40 --arg 50 --arg 33
// RUN: tilec run --compare-interpreter %tilec_src_root/examples/matmul.mlir --entry matmul_f16 --grid 2,2 --arg rand:f16:40x33:1 --arg rand:f16:33x50:2 --arg zeros:f32:40x50 --arg 40 --arg 50 --arg 33
// RUN: tilec run --compare-interpreter %tilec_src_root/examples/gemm.mlir --entry gemm --grid 2,1 --arg rand:f16:130x40:1 --arg rand:f16:40x100:2 --arg zeros:f32:130x100 --arg 130 --arg 100 --arg 40
// RUN: tilec run --compare-interpreter %tilec_src_root/examples/softmax.mlir --entry softmax --grid 3 --arg rand:f32:10x700 --arg zeros:f32:10x700 --arg 10 --arg 700
// RUN: tilec run --compare-interpreter %tilec_src_root/examples/layernorm.mlir --entry layernorm --grid 3 --arg rand:f32:10x200:1 --arg rand:f32:200:2 --arg rand:f32:200:3 --arg zeros:f32:10x200 --arg 10 --arg 200 --arg 1e-5
// RUN: tilec run --compare-interpreter %tilec_src_root/examples/flash_attention.mlir --entry flash_attention --grid 3 --arg rand:f32:40x64:1 --arg rand:f32:40x64:2 --arg rand:f32:40x64:3 --arg zeros:f32:40x64 --arg 40 --arg 0.125
// RUN: tilec run --compare-interpreter %tilec_src_root/examples/fp8_quant.mlir --entry quantize_fp8 --grid 3 --arg rand:f32:10x64 --arg zeros:f8E4M3FN:10x64 --arg zeros:f32:10 --arg 10
// RUN: tilec run --compare-interpreter %tilec_src_root/examples/fp8_quant.mlir --entry dequantize_fp8 --grid 3 --arg rand:f8E4M3FN:10x64 --arg rand:f32:10 --arg zeros:f32:10x64 --arg 10
// RUN: tilec run --compare-interpreter %tilec_src_root/examples/gather_scatter.mlir --entry gather_rows --grid 2 --arg rand:f32:40x32 --arg iota:i32:20 --arg zeros:f32:20x32 --arg 40 --arg 20
// RUN: tilec run --compare-interpreter %tilec_src_root/examples/gather_scatter.mlir --entry scatter_rows --grid 2 --arg rand:f32:20x32 --arg iota:i32:20 --arg zeros:f32:40x32 --arg 40 --arg 20
