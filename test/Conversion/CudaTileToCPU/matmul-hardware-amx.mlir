// REQUIRES: amx-bf16, compiled
// On a CPU with AMX-BF16, hardware accumulation does take AMX for a bf16 K loop: its sums are
// not the sequential f32 FMA chain's (TDPBF16PS rounds its own way: about half the elements of
// random products differ in their last bits), so the same run with the AMX kernels disabled
// (TILEC_CPU_MATMUL_ISA=avx512, the sequential kernels) prints other values, while both lie
// within the bound that matmul-hardware-accumulation.mlir checks.
// RUN: tilec run --mmaf-accumulation=hardware %S/matmul-hardware-accumulation.mlir --entry gemm_accumulate --grid 2,2 --arg rand:bf16:64x96 --arg rand:bf16:96x64:2 --arg rand:f32:64x64:3 --arg 64 --arg 64 --arg 96 --print > %t.amx
// RUN: env TILEC_CPU_MATMUL_ISA=avx512 tilec run --mmaf-accumulation=hardware %S/matmul-hardware-accumulation.mlir --entry gemm_accumulate --grid 2,2 --arg rand:bf16:64x96 --arg rand:bf16:96x64:2 --arg rand:f32:64x64:3 --arg 64 --arg 64 --arg 96 --print > %t.sequential
// RUN: not diff %t.amx %t.sequential
// The default (sequential) mode never takes AMX for floats: the interpreter's bits.
// RUN: tilec run --compare-interpreter %S/matmul-hardware-accumulation.mlir --entry gemm_accumulate --grid 2,2 --arg rand:bf16:64x96 --arg rand:bf16:96x64:2 --arg rand:f32:64x64:3 --arg 64 --arg 64 --arg 96
