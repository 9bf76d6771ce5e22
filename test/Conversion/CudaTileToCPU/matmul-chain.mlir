// A K loop whose body is two view loads and an f32-accumulating mmaf of them runs as a product
// chain (ProductChains.cpp, lib/Runtime/Cpu/MatmulChain.cpp): the loads go to the chain, which
// packs b and multiplies several steps per pass with the accumulator in registers. Every
// element must stay the interpreter's chain of FMAs in k order, whatever the pass length
// (8 steps of k = 8 down to 1 step of k >= 512), tile shape (strip widths 64, 32 and a partial
// 48; row tails), input format, edges, start, step and initial value of the loop.
// RUN: tilec-opt --convert-cuda-tile-to-cpu %s | FileCheck %s --check-prefix=LOWER
//
// f32, in-place tiles only, then edge tiles on every side; passes of 8, 2 and 4 steps with a
// remainder; b strips of 48 (partial), 64 and 2 x 64 columns:
// RUN: tilec run --compare-interpreter %s --entry gemm_16x16x8 --grid 3,2 --arg rand:f32:48x104 --arg rand:f32:104x32:2 --arg rand:f32:48x32:3 --arg 48 --arg 32 --arg 104
// RUN: tilec run --compare-interpreter %s --entry gemm_16x16x8 --grid 3,3 --arg rand:f32:45x101 --arg rand:f32:101x37:2 --arg rand:f32:45x37:3 --arg 45 --arg 37 --arg 101
// RUN: tilec run --compare-interpreter %s --entry gemm_8x64x32 --grid 3,2 --arg rand:f32:21x333 --arg rand:f32:333x100:2 --arg rand:f32:21x100:3 --arg 21 --arg 100 --arg 333
// RUN: tilec run --compare-interpreter %s --entry gemm_32x32x128 --grid 2,2 --arg rand:f32:64x1152 --arg rand:f32:1152x64:2 --arg rand:f32:64x64:3 --arg 64 --arg 64 --arg 1152
// RUN: tilec run --compare-interpreter %s --entry gemm_32x32x128 --grid 2,2 --arg rand:f32:61x1100 --arg rand:f32:1100x50:2 --arg rand:f32:61x50:3 --arg 61 --arg 50 --arg 1100
// RUN: tilec run --compare-interpreter %s --entry gemm_16x128x16 --grid 2,2 --arg rand:f32:30x150 --arg rand:f32:150x200:2 --arg rand:f32:30x200:3 --arg 30 --arg 200 --arg 150
// RUN: tilec run --compare-interpreter %s --entry gemm_32x128x64 --grid 2,2 --arg rand:f32:50x700 --arg rand:f32:700x200:2 --arg rand:f32:50x200:3 --arg 50 --arg 200 --arg 700
// Two threads, and the AVX2 and portable kernels (ignored where the CPU lacks them):
// RUN: tilec run --compare-interpreter --threads 2 %s --entry gemm_16x128x16 --grid 2,2 --arg rand:f32:32x256 --arg rand:f32:256x256:2 --arg rand:f32:32x256:3 --arg 32 --arg 256 --arg 256
// RUN: env TILEC_CPU_MATMUL_ISA=avx2 tilec run --compare-interpreter %s --entry gemm_8x64x32 --grid 3,2 --arg rand:f32:21x333 --arg rand:f32:333x100:2 --arg rand:f32:21x100:3 --arg 21 --arg 100 --arg 333
// RUN: env TILEC_CPU_MATMUL_ISA=portable tilec run --compare-interpreter %s --entry gemm_16x16x8 --grid 3,3 --arg rand:f32:45x101 --arg rand:f32:101x37:2 --arg rand:f32:45x37:3 --arg 45 --arg 37 --arg 101
// A zero initial value is not copied into the accumulator: the chain starts its first pass from
// zero, and a loop of no steps (start 1, one K tile) still leaves C zero; -0.0 is copied as
// any other value (a product of zeros added to it is +0.0, the interpreter's answer):
// RUN: tilec run %s --entry zero_trips --grid 1,1 --arg rand:f32:16x8 --arg rand:f32:8x16:2 --arg rand:f32:16x16:3 --arg 16 --arg 16 --arg 8 --print | FileCheck %s --check-prefix=ZEROTRIPS
// RUN: env TILEC_CPU_MATMUL_ISA=portable tilec run %s --entry zero_trips --grid 1,1 --arg rand:f32:16x8 --arg rand:f32:8x16:2 --arg rand:f32:16x16:3 --arg 16 --arg 16 --arg 8 --print | FileCheck %s --check-prefix=ZEROTRIPS
// RUN: tilec run --compare-interpreter %s --entry negative_zero_init --grid 2,2 --arg zeros:f32:32x40 --arg rand:f32:40x32:2 --arg rand:f32:32x32:3 --arg 32 --arg 32 --arg 40
// RUN: tilec run --compare-interpreter %s --entry negative_zero_init --grid 2,2 --arg rand:f32:32x40 --arg rand:f32:40x32:2 --arg rand:f32:32x32:3 --arg 32 --arg 32 --arg 40
// ZEROTRIPS: %C: f32[16x16] = {{\[}}[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
// ZEROTRIPS-NEXT: {{^}} [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
// ZEROTRIPS-NEXT: {{^}} [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
// ZEROTRIPS-NEXT: {{^}} [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
// ZEROTRIPS-NEXT: {{^}} [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
// ZEROTRIPS-NEXT: {{^}} [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
// ZEROTRIPS-NEXT: {{^}} [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
// ZEROTRIPS-NEXT: {{^}} [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
// ZEROTRIPS-NEXT: {{^}} [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
// ZEROTRIPS-NEXT: {{^}} [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
// ZEROTRIPS-NEXT: {{^}} [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
// ZEROTRIPS-NEXT: {{^}} [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
// ZEROTRIPS-NEXT: {{^}} [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
// ZEROTRIPS-NEXT: {{^}} [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
// ZEROTRIPS-NEXT: {{^}} [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
// ZEROTRIPS-NEXT: {{^}} [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]]
// Inputs decoded to f32 (a read in place, then decoded; b decoded as it is packed):
// RUN: tilec run --compare-interpreter %s --entry gemm_bf16 --grid 3,3 --arg rand:bf16:40x90 --arg rand:bf16:90x70:2 --arg rand:f32:40x70:3 --arg 40 --arg 70 --arg 90
// RUN: tilec run --compare-interpreter %s --entry gemm_f16 --grid 3,3 --arg rand:f16:40x200 --arg rand:f16:200x40:2 --arg rand:f32:40x40:3 --arg 40 --arg 40 --arg 200
// RUN: tilec run --compare-interpreter %s --entry gemm_tf32 --grid 3,3 --arg rand:tf32:40x50 --arg rand:tf32:50x130:2 --arg rand:f32:40x130:3 --arg 40 --arg 130 --arg 50
// RUN: tilec run --compare-interpreter %s --entry gemm_f8 --grid 3,3 --arg rand:f8E4M3FN:40x100 --arg rand:f8E4M3FN:100x40:2 --arg rand:f32:40x40:3 --arg 40 --arg 40 --arg 100
// C += A·B over the odd K steps from 2·first + 1, with C's tile as the initial value:
// RUN: tilec run --compare-interpreter %s --entry accumulate_every_other --grid 3,2 --arg rand:f32:40x60 --arg rand:f32:60x50:2 --arg rand:f32:40x50:3 --arg 40 --arg 50 --arg 60 --arg 1
// Hand-computed with ones: K = 40 has 10 steps of 4, so the odd steps from 1, from 3 and from
// 11 (none: the loop does not run) add 20, 16 and 0 to C's ones:
// RUN: tilec run %s --entry accumulate_every_other --arg ones:f32:16x40 --arg ones:f32:40x32 --arg ones:f32:16x32 --arg 16 --arg 32 --arg 40 --arg 0 --print | FileCheck %s --check-prefix=TWENTY
// RUN: tilec run %s --entry accumulate_every_other --arg ones:f32:16x40 --arg ones:f32:40x32 --arg ones:f32:16x32 --arg 16 --arg 32 --arg 40 --arg 1 --print | FileCheck %s --check-prefix=SIXTEEN
// RUN: tilec run %s --entry accumulate_every_other --arg ones:f32:16x40 --arg ones:f32:40x32 --arg ones:f32:16x32 --arg 16 --arg 32 --arg 40 --arg 5 --print | FileCheck %s --check-prefix=NONE
// Degenerate shapes: single-row and single-column tiles, k = 1 (one-step strips), 2x2x2 f16
// tiles, and k = 1024 (one step per pass) over K = 2100:
// RUN: tilec run --compare-interpreter %s --entry gemm_1x16x1 --grid 3,2 --arg rand:f32:3x7 --arg rand:f32:7x20:2 --arg rand:f32:3x20:3 --arg 3 --arg 20 --arg 7
// RUN: tilec run --compare-interpreter %s --entry gemm_16x1x4 --grid 2,3 --arg rand:f32:20x9 --arg rand:f32:9x3:2 --arg rand:f32:20x3:3 --arg 20 --arg 3 --arg 9
// RUN: tilec run --compare-interpreter %s --entry gemm_f16_2x2x2 --grid 3,3 --arg rand:f16:5x5 --arg rand:f16:5x5:2 --arg rand:f32:5x5:3 --arg 5 --arg 5 --arg 5
// RUN: tilec run --compare-interpreter %s --entry gemm_8x8x1024 --grid 2,2 --arg rand:f32:9x2100 --arg rand:f32:2100x9:2 --arg rand:f32:9x9:3 --arg 9 --arg 9 --arg 2100
// The loops that are not chains still give the interpreter's bits:
// Shared b tiles: blocks of one column of C tiles take the tiles the first packed (the runs
// above compare that with the interpreter), unless the kernel may synchronize its blocks.
// RUN: tilec run --compare-interpreter %s --entry gemm_relaxed_store --grid 3,2 --arg rand:f32:48x104 --arg rand:f32:104x32:2 --arg rand:f32:48x32:3 --arg 48 --arg 32 --arg 104
// RUN: tilec run --compare-interpreter %s --entry store_in_body --arg rand:f32:16x16 --arg rand:f32:16x16:2 --arg zeros:f32:16x16 --arg zeros:f32:8x16
// RUN: tilec run --compare-interpreter %s --entry f16_accumulator --arg rand:f16:16x16 --arg rand:f16:16x16:2 --arg zeros:f16:16x16

// Blocks of a kernel that synchronizes none share the b tiles they pack (flags 3: zero
// accumulator, shared tiles); a relaxed store (or an atomic) keeps them to themselves (1).
// LOWER-LABEL: func.func @gemm_16x16x8(
// LOWER: call @tilec_rt_mmaf_chain_begin(%{{[^,]*}}, %{{[^,]*}}, %{{[^,]*}}, %{{[^,]*}}, %c3_i32{{[_0-9]*}},
// LOWER: call @tilec_rt_mmaf_chain_load(
// LOWER: call @tilec_rt_mmaf_chain_load(
// LOWER: call @tilec_rt_mmaf_chain_step(
// LOWER: call @tilec_rt_mmaf_chain_end(
// LOWER: call @tilec_rt_view_store(
// LOWER-LABEL: func.func @gemm_bf16(
// LOWER: call @tilec_rt_mmaf_chain_step(
// LOWER-LABEL: func.func @accumulate_every_other(
// LOWER: call @tilec_rt_mmaf_chain_begin(
// LOWER: arith.muli
// LOWER: call @tilec_rt_mmaf_chain_load(
// LOWER-LABEL: func.func @gemm_relaxed_store(
// LOWER: call @tilec_rt_mmaf_chain_begin(%{{[^,]*}}, %{{[^,]*}}, %{{[^,]*}}, %{{[^,]*}}, %c1_i32{{[_0-9]*}},
// LOWER-LABEL: func.func @store_in_body(
// LOWER-NOT: tilec_rt_mmaf_chain
// LOWER: call @tilec_rt_mmaf_f32(
// LOWER-LABEL: func.func @f16_accumulator(
// LOWER-NOT: tilec_rt_mmaf_chain
// LOWER: call @tilec_rt_mmaf_f16(

// TWENTY: %C: f32[16x32] = {{\[}}[21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21],
// SIXTEEN: %C: f32[16x32] = {{\[}}[17, 17, 17, 17, 17, 17, 17, 17, 17, 17, 17, 17, 17, 17, 17, 17, 17, 17, 17, 17, 17, 17, 17, 17, 17, 17, 17, 17, 17, 17, 17, 17],
// NONE: %C: f32[16x32] = {{\[}}[1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],

cuda_tile.module @m {
  entry @gemm_16x16x8(%A: tile<ptr<f32>>, %B: tile<ptr<f32>>, %C: tile<ptr<f32>>,
              %M: tile<i32>, %N: tile<i32>, %K: tile<i32>) {
    %bm, %bn, %bz = get_tile_block_id : tile<i32>
    %tva = make_tensor_view %A, shape = [%M, %K], strides = [%K, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %tvb = make_tensor_view %B, shape = [%K, %N], strides = [%N, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %tvc = make_tensor_view %C, shape = [%M, %N], strides = [%N, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %pa = make_partition_view %tva : partition_view<tile=(16x8), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %pb = make_partition_view %tvb : partition_view<tile=(8x16), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %pc = make_partition_view %tvc : partition_view<tile=(16x16), tensor_view<?x?xf32, strides=[?,1]>>
    %nm, %nk = get_index_space_shape %pa : partition_view<tile=(16x8), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>> -> tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %zero = constant <f32: 0.0> : tile<16x16xf32>
    %acc = for %k in (%c0 to %nk, step %c1) : tile<i32> iter_values(%sum = %zero) -> (tile<16x16xf32>) {
      %at, %tka = load_view_tko weak %pa[%bm, %k] : partition_view<tile=(16x8), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<16x8xf32>, token
      %bt, %tkb = load_view_tko weak %pb[%k, %bn] : partition_view<tile=(8x16), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<8x16xf32>, token
      %next = mmaf %at, %bt, %sum : tile<16x8xf32>, tile<8x16xf32>, tile<16x16xf32>
      continue %next : tile<16x16xf32>
    }
    %tst = store_view_tko weak %acc, %pc[%bm, %bn] : tile<16x16xf32>, partition_view<tile=(16x16), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }

  entry @zero_trips(%A: tile<ptr<f32>>, %B: tile<ptr<f32>>, %C: tile<ptr<f32>>,
              %M: tile<i32>, %N: tile<i32>, %K: tile<i32>) {
    %bm, %bn, %bz = get_tile_block_id : tile<i32>
    %tva = make_tensor_view %A, shape = [%M, %K], strides = [%K, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %tvb = make_tensor_view %B, shape = [%K, %N], strides = [%N, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %tvc = make_tensor_view %C, shape = [%M, %N], strides = [%N, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %pa = make_partition_view %tva : partition_view<tile=(16x8), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %pb = make_partition_view %tvb : partition_view<tile=(8x16), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %pc = make_partition_view %tvc : partition_view<tile=(16x16), tensor_view<?x?xf32, strides=[?,1]>>
    %nm, %nk = get_index_space_shape %pa : partition_view<tile=(16x8), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>> -> tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %zero = constant <f32: 0.0> : tile<16x16xf32>
    %acc = for %k in (%c1 to %nk, step %c1) : tile<i32> iter_values(%sum = %zero) -> (tile<16x16xf32>) {
      %at, %tka = load_view_tko weak %pa[%bm, %k] : partition_view<tile=(16x8), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<16x8xf32>, token
      %bt, %tkb = load_view_tko weak %pb[%k, %bn] : partition_view<tile=(8x16), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<8x16xf32>, token
      %next = mmaf %at, %bt, %sum : tile<16x8xf32>, tile<8x16xf32>, tile<16x16xf32>
      continue %next : tile<16x16xf32>
    }
    %tst = store_view_tko weak %acc, %pc[%bm, %bn] : tile<16x16xf32>, partition_view<tile=(16x16), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }

  entry @negative_zero_init(%A: tile<ptr<f32>>, %B: tile<ptr<f32>>, %C: tile<ptr<f32>>,
              %M: tile<i32>, %N: tile<i32>, %K: tile<i32>) {
    %bm, %bn, %bz = get_tile_block_id : tile<i32>
    %tva = make_tensor_view %A, shape = [%M, %K], strides = [%K, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %tvb = make_tensor_view %B, shape = [%K, %N], strides = [%N, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %tvc = make_tensor_view %C, shape = [%M, %N], strides = [%N, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %pa = make_partition_view %tva : partition_view<tile=(16x8), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %pb = make_partition_view %tvb : partition_view<tile=(8x16), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %pc = make_partition_view %tvc : partition_view<tile=(16x16), tensor_view<?x?xf32, strides=[?,1]>>
    %nm, %nk = get_index_space_shape %pa : partition_view<tile=(16x8), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>> -> tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %zero = constant <f32: -0.0> : tile<16x16xf32>
    %acc = for %k in (%c0 to %nk, step %c1) : tile<i32> iter_values(%sum = %zero) -> (tile<16x16xf32>) {
      %at, %tka = load_view_tko weak %pa[%bm, %k] : partition_view<tile=(16x8), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<16x8xf32>, token
      %bt, %tkb = load_view_tko weak %pb[%k, %bn] : partition_view<tile=(8x16), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<8x16xf32>, token
      %next = mmaf %at, %bt, %sum : tile<16x8xf32>, tile<8x16xf32>, tile<16x16xf32>
      continue %next : tile<16x16xf32>
    }
    %tst = store_view_tko weak %acc, %pc[%bm, %bn] : tile<16x16xf32>, partition_view<tile=(16x16), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }

  entry @gemm_8x64x32(%A: tile<ptr<f32>>, %B: tile<ptr<f32>>, %C: tile<ptr<f32>>,
              %M: tile<i32>, %N: tile<i32>, %K: tile<i32>) {
    %bm, %bn, %bz = get_tile_block_id : tile<i32>
    %tva = make_tensor_view %A, shape = [%M, %K], strides = [%K, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %tvb = make_tensor_view %B, shape = [%K, %N], strides = [%N, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %tvc = make_tensor_view %C, shape = [%M, %N], strides = [%N, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %pa = make_partition_view %tva : partition_view<tile=(8x32), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %pb = make_partition_view %tvb : partition_view<tile=(32x64), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %pc = make_partition_view %tvc : partition_view<tile=(8x64), tensor_view<?x?xf32, strides=[?,1]>>
    %nm, %nk = get_index_space_shape %pa : partition_view<tile=(8x32), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>> -> tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %zero = constant <f32: 0.0> : tile<8x64xf32>
    %acc = for %k in (%c0 to %nk, step %c1) : tile<i32> iter_values(%sum = %zero) -> (tile<8x64xf32>) {
      %at, %tka = load_view_tko weak %pa[%bm, %k] : partition_view<tile=(8x32), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<8x32xf32>, token
      %bt, %tkb = load_view_tko weak %pb[%k, %bn] : partition_view<tile=(32x64), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<32x64xf32>, token
      %next = mmaf %at, %bt, %sum : tile<8x32xf32>, tile<32x64xf32>, tile<8x64xf32>
      continue %next : tile<8x64xf32>
    }
    %tst = store_view_tko weak %acc, %pc[%bm, %bn] : tile<8x64xf32>, partition_view<tile=(8x64), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }

  entry @gemm_32x32x128(%A: tile<ptr<f32>>, %B: tile<ptr<f32>>, %C: tile<ptr<f32>>,
              %M: tile<i32>, %N: tile<i32>, %K: tile<i32>) {
    %bm, %bn, %bz = get_tile_block_id : tile<i32>
    %tva = make_tensor_view %A, shape = [%M, %K], strides = [%K, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %tvb = make_tensor_view %B, shape = [%K, %N], strides = [%N, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %tvc = make_tensor_view %C, shape = [%M, %N], strides = [%N, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %pa = make_partition_view %tva : partition_view<tile=(32x128), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %pb = make_partition_view %tvb : partition_view<tile=(128x32), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %pc = make_partition_view %tvc : partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,1]>>
    %nm, %nk = get_index_space_shape %pa : partition_view<tile=(32x128), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>> -> tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %zero = constant <f32: 0.0> : tile<32x32xf32>
    %acc = for %k in (%c0 to %nk, step %c1) : tile<i32> iter_values(%sum = %zero) -> (tile<32x32xf32>) {
      %at, %tka = load_view_tko weak %pa[%bm, %k] : partition_view<tile=(32x128), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<32x128xf32>, token
      %bt, %tkb = load_view_tko weak %pb[%k, %bn] : partition_view<tile=(128x32), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<128x32xf32>, token
      %next = mmaf %at, %bt, %sum : tile<32x128xf32>, tile<128x32xf32>, tile<32x32xf32>
      continue %next : tile<32x32xf32>
    }
    %tst = store_view_tko weak %acc, %pc[%bm, %bn] : tile<32x32xf32>, partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }

  entry @gemm_16x128x16(%A: tile<ptr<f32>>, %B: tile<ptr<f32>>, %C: tile<ptr<f32>>,
              %M: tile<i32>, %N: tile<i32>, %K: tile<i32>) {
    %bm, %bn, %bz = get_tile_block_id : tile<i32>
    %tva = make_tensor_view %A, shape = [%M, %K], strides = [%K, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %tvb = make_tensor_view %B, shape = [%K, %N], strides = [%N, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %tvc = make_tensor_view %C, shape = [%M, %N], strides = [%N, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %pa = make_partition_view %tva : partition_view<tile=(16x16), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %pb = make_partition_view %tvb : partition_view<tile=(16x128), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %pc = make_partition_view %tvc : partition_view<tile=(16x128), tensor_view<?x?xf32, strides=[?,1]>>
    %nm, %nk = get_index_space_shape %pa : partition_view<tile=(16x16), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>> -> tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %zero = constant <f32: 0.0> : tile<16x128xf32>
    %acc = for %k in (%c0 to %nk, step %c1) : tile<i32> iter_values(%sum = %zero) -> (tile<16x128xf32>) {
      %at, %tka = load_view_tko weak %pa[%bm, %k] : partition_view<tile=(16x16), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<16x16xf32>, token
      %bt, %tkb = load_view_tko weak %pb[%k, %bn] : partition_view<tile=(16x128), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<16x128xf32>, token
      %next = mmaf %at, %bt, %sum : tile<16x16xf32>, tile<16x128xf32>, tile<16x128xf32>
      continue %next : tile<16x128xf32>
    }
    %tst = store_view_tko weak %acc, %pc[%bm, %bn] : tile<16x128xf32>, partition_view<tile=(16x128), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }

  // A pass of 8 64-deep steps: b strips too large for L1, so the microkernel goes row block
  // by row block across b's two 64-column strips, with a 2-row block left over (MicrokernelBlock.h).
  entry @gemm_32x128x64(%A: tile<ptr<f32>>, %B: tile<ptr<f32>>, %C: tile<ptr<f32>>,
              %M: tile<i32>, %N: tile<i32>, %K: tile<i32>) {
    %bm, %bn, %bz = get_tile_block_id : tile<i32>
    %tva = make_tensor_view %A, shape = [%M, %K], strides = [%K, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %tvb = make_tensor_view %B, shape = [%K, %N], strides = [%N, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %tvc = make_tensor_view %C, shape = [%M, %N], strides = [%N, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %pa = make_partition_view %tva : partition_view<tile=(32x64), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %pb = make_partition_view %tvb : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %pc = make_partition_view %tvc : partition_view<tile=(32x128), tensor_view<?x?xf32, strides=[?,1]>>
    %nm, %nk = get_index_space_shape %pa : partition_view<tile=(32x64), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>> -> tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %zero = constant <f32: 0.0> : tile<32x128xf32>
    %acc = for %k in (%c0 to %nk, step %c1) : tile<i32> iter_values(%sum = %zero) -> (tile<32x128xf32>) {
      %at, %tka = load_view_tko weak %pa[%bm, %k] : partition_view<tile=(32x64), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<32x64xf32>, token
      %bt, %tkb = load_view_tko weak %pb[%k, %bn] : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<64x128xf32>, token
      %next = mmaf %at, %bt, %sum : tile<32x64xf32>, tile<64x128xf32>, tile<32x128xf32>
      continue %next : tile<32x128xf32>
    }
    %tst = store_view_tko weak %acc, %pc[%bm, %bn] : tile<32x128xf32>, partition_view<tile=(32x128), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }

  entry @gemm_bf16(%A: tile<ptr<bf16>>, %B: tile<ptr<bf16>>, %C: tile<ptr<f32>>,
              %M: tile<i32>, %N: tile<i32>, %K: tile<i32>) {
    %bm, %bn, %bz = get_tile_block_id : tile<i32>
    %tva = make_tensor_view %A, shape = [%M, %K], strides = [%K, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %tvb = make_tensor_view %B, shape = [%K, %N], strides = [%N, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %tvc = make_tensor_view %C, shape = [%M, %N], strides = [%N, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %pa = make_partition_view %tva : partition_view<tile=(16x16), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %pb = make_partition_view %tvb : partition_view<tile=(16x32), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %pc = make_partition_view %tvc : partition_view<tile=(16x32), tensor_view<?x?xf32, strides=[?,1]>>
    %nm, %nk = get_index_space_shape %pa : partition_view<tile=(16x16), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>> -> tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %zero = constant <f32: 0.0> : tile<16x32xf32>
    %acc = for %k in (%c0 to %nk, step %c1) : tile<i32> iter_values(%sum = %zero) -> (tile<16x32xf32>) {
      %at, %tka = load_view_tko weak %pa[%bm, %k] : partition_view<tile=(16x16), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<16x16xbf16>, token
      %bt, %tkb = load_view_tko weak %pb[%k, %bn] : partition_view<tile=(16x32), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<16x32xbf16>, token
      %next = mmaf %at, %bt, %sum : tile<16x16xbf16>, tile<16x32xbf16>, tile<16x32xf32>
      continue %next : tile<16x32xf32>
    }
    %tst = store_view_tko weak %acc, %pc[%bm, %bn] : tile<16x32xf32>, partition_view<tile=(16x32), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }

  entry @gemm_f16(%A: tile<ptr<f16>>, %B: tile<ptr<f16>>, %C: tile<ptr<f32>>,
              %M: tile<i32>, %N: tile<i32>, %K: tile<i32>) {
    %bm, %bn, %bz = get_tile_block_id : tile<i32>
    %tva = make_tensor_view %A, shape = [%M, %K], strides = [%K, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %tvb = make_tensor_view %B, shape = [%K, %N], strides = [%N, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %tvc = make_tensor_view %C, shape = [%M, %N], strides = [%N, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %pa = make_partition_view %tva : partition_view<tile=(16x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %pb = make_partition_view %tvb : partition_view<tile=(32x16), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %pc = make_partition_view %tvc : partition_view<tile=(16x16), tensor_view<?x?xf32, strides=[?,1]>>
    %nm, %nk = get_index_space_shape %pa : partition_view<tile=(16x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>> -> tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %zero = constant <f32: 0.0> : tile<16x16xf32>
    %acc = for %k in (%c0 to %nk, step %c1) : tile<i32> iter_values(%sum = %zero) -> (tile<16x16xf32>) {
      %at, %tka = load_view_tko weak %pa[%bm, %k] : partition_view<tile=(16x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<16x32xf16>, token
      %bt, %tkb = load_view_tko weak %pb[%k, %bn] : partition_view<tile=(32x16), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<32x16xf16>, token
      %next = mmaf %at, %bt, %sum : tile<16x32xf16>, tile<32x16xf16>, tile<16x16xf32>
      continue %next : tile<16x16xf32>
    }
    %tst = store_view_tko weak %acc, %pc[%bm, %bn] : tile<16x16xf32>, partition_view<tile=(16x16), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }

  entry @gemm_tf32(%A: tile<ptr<tf32>>, %B: tile<ptr<tf32>>, %C: tile<ptr<f32>>,
              %M: tile<i32>, %N: tile<i32>, %K: tile<i32>) {
    %bm, %bn, %bz = get_tile_block_id : tile<i32>
    %tva = make_tensor_view %A, shape = [%M, %K], strides = [%K, 1] : tile<i32> -> tensor_view<?x?xtf32, strides=[?,1]>
    %tvb = make_tensor_view %B, shape = [%K, %N], strides = [%N, 1] : tile<i32> -> tensor_view<?x?xtf32, strides=[?,1]>
    %tvc = make_tensor_view %C, shape = [%M, %N], strides = [%N, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %pa = make_partition_view %tva : partition_view<tile=(16x8), padding_value = zero, tensor_view<?x?xtf32, strides=[?,1]>>
    %pb = make_partition_view %tvb : partition_view<tile=(8x64), padding_value = zero, tensor_view<?x?xtf32, strides=[?,1]>>
    %pc = make_partition_view %tvc : partition_view<tile=(16x64), tensor_view<?x?xf32, strides=[?,1]>>
    %nm, %nk = get_index_space_shape %pa : partition_view<tile=(16x8), padding_value = zero, tensor_view<?x?xtf32, strides=[?,1]>> -> tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %zero = constant <f32: 0.0> : tile<16x64xf32>
    %acc = for %k in (%c0 to %nk, step %c1) : tile<i32> iter_values(%sum = %zero) -> (tile<16x64xf32>) {
      %at, %tka = load_view_tko weak %pa[%bm, %k] : partition_view<tile=(16x8), padding_value = zero, tensor_view<?x?xtf32, strides=[?,1]>>, tile<i32> -> tile<16x8xtf32>, token
      %bt, %tkb = load_view_tko weak %pb[%k, %bn] : partition_view<tile=(8x64), padding_value = zero, tensor_view<?x?xtf32, strides=[?,1]>>, tile<i32> -> tile<8x64xtf32>, token
      %next = mmaf %at, %bt, %sum : tile<16x8xtf32>, tile<8x64xtf32>, tile<16x64xf32>
      continue %next : tile<16x64xf32>
    }
    %tst = store_view_tko weak %acc, %pc[%bm, %bn] : tile<16x64xf32>, partition_view<tile=(16x64), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }

  entry @gemm_f8(%A: tile<ptr<f8E4M3FN>>, %B: tile<ptr<f8E4M3FN>>, %C: tile<ptr<f32>>,
              %M: tile<i32>, %N: tile<i32>, %K: tile<i32>) {
    %bm, %bn, %bz = get_tile_block_id : tile<i32>
    %tva = make_tensor_view %A, shape = [%M, %K], strides = [%K, 1] : tile<i32> -> tensor_view<?x?xf8E4M3FN, strides=[?,1]>
    %tvb = make_tensor_view %B, shape = [%K, %N], strides = [%N, 1] : tile<i32> -> tensor_view<?x?xf8E4M3FN, strides=[?,1]>
    %tvc = make_tensor_view %C, shape = [%M, %N], strides = [%N, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %pa = make_partition_view %tva : partition_view<tile=(16x16), padding_value = zero, tensor_view<?x?xf8E4M3FN, strides=[?,1]>>
    %pb = make_partition_view %tvb : partition_view<tile=(16x16), padding_value = zero, tensor_view<?x?xf8E4M3FN, strides=[?,1]>>
    %pc = make_partition_view %tvc : partition_view<tile=(16x16), tensor_view<?x?xf32, strides=[?,1]>>
    %nm, %nk = get_index_space_shape %pa : partition_view<tile=(16x16), padding_value = zero, tensor_view<?x?xf8E4M3FN, strides=[?,1]>> -> tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %zero = constant <f32: 0.0> : tile<16x16xf32>
    %acc = for %k in (%c0 to %nk, step %c1) : tile<i32> iter_values(%sum = %zero) -> (tile<16x16xf32>) {
      %at, %tka = load_view_tko weak %pa[%bm, %k] : partition_view<tile=(16x16), padding_value = zero, tensor_view<?x?xf8E4M3FN, strides=[?,1]>>, tile<i32> -> tile<16x16xf8E4M3FN>, token
      %bt, %tkb = load_view_tko weak %pb[%k, %bn] : partition_view<tile=(16x16), padding_value = zero, tensor_view<?x?xf8E4M3FN, strides=[?,1]>>, tile<i32> -> tile<16x16xf8E4M3FN>, token
      %next = mmaf %at, %bt, %sum : tile<16x16xf8E4M3FN>, tile<16x16xf8E4M3FN>, tile<16x16xf32>
      continue %next : tile<16x16xf32>
    }
    %tst = store_view_tko weak %acc, %pc[%bm, %bn] : tile<16x16xf32>, partition_view<tile=(16x16), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }

  entry @gemm_1x16x1(%A: tile<ptr<f32>>, %B: tile<ptr<f32>>, %C: tile<ptr<f32>>,
              %M: tile<i32>, %N: tile<i32>, %K: tile<i32>) {
    %bm, %bn, %bz = get_tile_block_id : tile<i32>
    %tva = make_tensor_view %A, shape = [%M, %K], strides = [%K, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %tvb = make_tensor_view %B, shape = [%K, %N], strides = [%N, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %tvc = make_tensor_view %C, shape = [%M, %N], strides = [%N, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %pa = make_partition_view %tva : partition_view<tile=(1x1), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %pb = make_partition_view %tvb : partition_view<tile=(1x16), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %pc = make_partition_view %tvc : partition_view<tile=(1x16), tensor_view<?x?xf32, strides=[?,1]>>
    %nm, %nk = get_index_space_shape %pa : partition_view<tile=(1x1), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>> -> tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %zero = constant <f32: 0.0> : tile<1x16xf32>
    %acc = for %k in (%c0 to %nk, step %c1) : tile<i32> iter_values(%sum = %zero) -> (tile<1x16xf32>) {
      %at, %tka = load_view_tko weak %pa[%bm, %k] : partition_view<tile=(1x1), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<1x1xf32>, token
      %bt, %tkb = load_view_tko weak %pb[%k, %bn] : partition_view<tile=(1x16), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<1x16xf32>, token
      %next = mmaf %at, %bt, %sum : tile<1x1xf32>, tile<1x16xf32>, tile<1x16xf32>
      continue %next : tile<1x16xf32>
    }
    %tst = store_view_tko weak %acc, %pc[%bm, %bn] : tile<1x16xf32>, partition_view<tile=(1x16), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }

  entry @gemm_16x1x4(%A: tile<ptr<f32>>, %B: tile<ptr<f32>>, %C: tile<ptr<f32>>,
              %M: tile<i32>, %N: tile<i32>, %K: tile<i32>) {
    %bm, %bn, %bz = get_tile_block_id : tile<i32>
    %tva = make_tensor_view %A, shape = [%M, %K], strides = [%K, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %tvb = make_tensor_view %B, shape = [%K, %N], strides = [%N, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %tvc = make_tensor_view %C, shape = [%M, %N], strides = [%N, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %pa = make_partition_view %tva : partition_view<tile=(16x4), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %pb = make_partition_view %tvb : partition_view<tile=(4x1), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %pc = make_partition_view %tvc : partition_view<tile=(16x1), tensor_view<?x?xf32, strides=[?,1]>>
    %nm, %nk = get_index_space_shape %pa : partition_view<tile=(16x4), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>> -> tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %zero = constant <f32: 0.0> : tile<16x1xf32>
    %acc = for %k in (%c0 to %nk, step %c1) : tile<i32> iter_values(%sum = %zero) -> (tile<16x1xf32>) {
      %at, %tka = load_view_tko weak %pa[%bm, %k] : partition_view<tile=(16x4), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<16x4xf32>, token
      %bt, %tkb = load_view_tko weak %pb[%k, %bn] : partition_view<tile=(4x1), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<4x1xf32>, token
      %next = mmaf %at, %bt, %sum : tile<16x4xf32>, tile<4x1xf32>, tile<16x1xf32>
      continue %next : tile<16x1xf32>
    }
    %tst = store_view_tko weak %acc, %pc[%bm, %bn] : tile<16x1xf32>, partition_view<tile=(16x1), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }

  entry @gemm_f16_2x2x2(%A: tile<ptr<f16>>, %B: tile<ptr<f16>>, %C: tile<ptr<f32>>,
              %M: tile<i32>, %N: tile<i32>, %K: tile<i32>) {
    %bm, %bn, %bz = get_tile_block_id : tile<i32>
    %tva = make_tensor_view %A, shape = [%M, %K], strides = [%K, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %tvb = make_tensor_view %B, shape = [%K, %N], strides = [%N, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %tvc = make_tensor_view %C, shape = [%M, %N], strides = [%N, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %pa = make_partition_view %tva : partition_view<tile=(2x2), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %pb = make_partition_view %tvb : partition_view<tile=(2x2), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %pc = make_partition_view %tvc : partition_view<tile=(2x2), tensor_view<?x?xf32, strides=[?,1]>>
    %nm, %nk = get_index_space_shape %pa : partition_view<tile=(2x2), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>> -> tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %zero = constant <f32: 0.0> : tile<2x2xf32>
    %acc = for %k in (%c0 to %nk, step %c1) : tile<i32> iter_values(%sum = %zero) -> (tile<2x2xf32>) {
      %at, %tka = load_view_tko weak %pa[%bm, %k] : partition_view<tile=(2x2), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<2x2xf16>, token
      %bt, %tkb = load_view_tko weak %pb[%k, %bn] : partition_view<tile=(2x2), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<2x2xf16>, token
      %next = mmaf %at, %bt, %sum : tile<2x2xf16>, tile<2x2xf16>, tile<2x2xf32>
      continue %next : tile<2x2xf32>
    }
    %tst = store_view_tko weak %acc, %pc[%bm, %bn] : tile<2x2xf32>, partition_view<tile=(2x2), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }

  entry @gemm_8x8x1024(%A: tile<ptr<f32>>, %B: tile<ptr<f32>>, %C: tile<ptr<f32>>,
              %M: tile<i32>, %N: tile<i32>, %K: tile<i32>) {
    %bm, %bn, %bz = get_tile_block_id : tile<i32>
    %tva = make_tensor_view %A, shape = [%M, %K], strides = [%K, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %tvb = make_tensor_view %B, shape = [%K, %N], strides = [%N, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %tvc = make_tensor_view %C, shape = [%M, %N], strides = [%N, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %pa = make_partition_view %tva : partition_view<tile=(8x1024), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %pb = make_partition_view %tvb : partition_view<tile=(1024x8), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %pc = make_partition_view %tvc : partition_view<tile=(8x8), tensor_view<?x?xf32, strides=[?,1]>>
    %nm, %nk = get_index_space_shape %pa : partition_view<tile=(8x1024), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>> -> tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %zero = constant <f32: 0.0> : tile<8x8xf32>
    %acc = for %k in (%c0 to %nk, step %c1) : tile<i32> iter_values(%sum = %zero) -> (tile<8x8xf32>) {
      %at, %tka = load_view_tko weak %pa[%bm, %k] : partition_view<tile=(8x1024), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<8x1024xf32>, token
      %bt, %tkb = load_view_tko weak %pb[%k, %bn] : partition_view<tile=(1024x8), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<1024x8xf32>, token
      %next = mmaf %at, %bt, %sum : tile<8x1024xf32>, tile<1024x8xf32>, tile<8x8xf32>
      continue %next : tile<8x8xf32>
    }
    %tst = store_view_tko weak %acc, %pc[%bm, %bn] : tile<8x8xf32>, partition_view<tile=(8x8), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }

  // C += A·B over every other K step from %first, with the tile index computed in the body
  // (a pure op beside the loads): the initial accumulator is C's tile, not zero.
  entry @accumulate_every_other(%A: tile<ptr<f32>>, %B: tile<ptr<f32>>, %C: tile<ptr<f32>>,
              %M: tile<i32>, %N: tile<i32>, %K: tile<i32>, %first: tile<i32>) {
    %bm, %bn, %bz = get_tile_block_id : tile<i32>
    %tva = make_tensor_view %A, shape = [%M, %K], strides = [%K, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %tvb = make_tensor_view %B, shape = [%K, %N], strides = [%N, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %tvc = make_tensor_view %C, shape = [%M, %N], strides = [%N, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %pa = make_partition_view %tva : partition_view<tile=(16x4), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %pb = make_partition_view %tvb : partition_view<tile=(4x32), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %pc = make_partition_view %tvc : partition_view<tile=(16x32), tensor_view<?x?xf32, strides=[?,1]>>
    %nm, %nk = get_index_space_shape %pa : partition_view<tile=(16x4), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>> -> tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c2 = constant <i32: 2> : tile<i32>
    %half = divi %nk, %c2 signed rounding<zero> : tile<i32>
    %init, %tc = load_view_tko weak %pc[%bm, %bn] : partition_view<tile=(16x32), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<16x32xf32>, token
    %acc = for %j in (%first to %half, step %c1) : tile<i32> iter_values(%sum = %init) -> (tile<16x32xf32>) {
      %twice = muli %j, %c2 : tile<i32>
      %k = addi %twice, %c1 : tile<i32>
      %at, %tka = load_view_tko weak %pa[%bm, %k] : partition_view<tile=(16x4), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<16x4xf32>, token
      %bt, %tkb = load_view_tko weak %pb[%k, %bn] : partition_view<tile=(4x32), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<4x32xf32>, token
      %next = mmaf %at, %bt, %sum : tile<16x4xf32>, tile<4x32xf32>, tile<16x32xf32>
      continue %next : tile<16x32xf32>
    }
    %tst = store_view_tko weak %acc, %pc[%bm, %bn] token = %tc : tile<16x32xf32>, partition_view<tile=(16x32), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }

  // gemm_16x16x8 whose C store is relaxed: its blocks may synchronize, so they do not share
  // b tiles.
  entry @gemm_relaxed_store(%A: tile<ptr<f32>>, %B: tile<ptr<f32>>, %C: tile<ptr<f32>>,
              %M: tile<i32>, %N: tile<i32>, %K: tile<i32>) {
    %bm, %bn, %bz = get_tile_block_id : tile<i32>
    %tva = make_tensor_view %A, shape = [%M, %K], strides = [%K, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %tvb = make_tensor_view %B, shape = [%K, %N], strides = [%N, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %tvc = make_tensor_view %C, shape = [%M, %N], strides = [%N, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %pa = make_partition_view %tva : partition_view<tile=(16x8), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %pb = make_partition_view %tvb : partition_view<tile=(8x16), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %pc = make_partition_view %tvc : partition_view<tile=(16x16), tensor_view<?x?xf32, strides=[?,1]>>
    %nm, %nk = get_index_space_shape %pa : partition_view<tile=(16x8), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>> -> tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %zero = constant <f32: 0.0> : tile<16x16xf32>
    %acc = for %k in (%c0 to %nk, step %c1) : tile<i32> iter_values(%sum = %zero) -> (tile<16x16xf32>) {
      %at, %tka = load_view_tko weak %pa[%bm, %k] : partition_view<tile=(16x8), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<16x8xf32>, token
      %bt, %tkb = load_view_tko weak %pb[%k, %bn] : partition_view<tile=(8x16), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<8x16xf32>, token
      %next = mmaf %at, %bt, %sum : tile<16x8xf32>, tile<8x16xf32>, tile<16x16xf32>
      continue %next : tile<16x16xf32>
    }
    %tst = store_view_tko relaxed device %acc, %pc[%bm, %bn] : tile<16x16xf32>, partition_view<tile=(16x16), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }

  // Not chains: a store in the body (a product that waited for later steps could read memory it
  // wrote, were it A or B; here the last b tile ends up in D), ...
  entry @store_in_body(%A: tile<ptr<f32>>, %B: tile<ptr<f32>>, %C: tile<ptr<f32>>, %D: tile<ptr<f32>>) {
    %tvd = make_tensor_view %D, shape = [8, 16], strides = [16, 1] : tensor_view<8x16xf32, strides=[16,1]>
    %pd = make_partition_view %tvd : partition_view<tile=(8x16), tensor_view<8x16xf32, strides=[16,1]>>
    %tva = make_tensor_view %A, shape = [16, 16], strides = [16, 1] : tensor_view<16x16xf32, strides=[16,1]>
    %tvb = make_tensor_view %B, shape = [16, 16], strides = [16, 1] : tensor_view<16x16xf32, strides=[16,1]>
    %pa = make_partition_view %tva : partition_view<tile=(16x8), tensor_view<16x16xf32, strides=[16,1]>>
    %pb = make_partition_view %tvb : partition_view<tile=(8x16), tensor_view<16x16xf32, strides=[16,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c2 = constant <i32: 2> : tile<i32>
    %zero = constant <f32: 0.0> : tile<16x16xf32>
    %acc = for %k in (%c0 to %c2, step %c1) : tile<i32> iter_values(%sum = %zero) -> (tile<16x16xf32>) {
      %at, %tka = load_view_tko weak %pa[%c0, %k] : partition_view<tile=(16x8), tensor_view<16x16xf32, strides=[16,1]>>, tile<i32> -> tile<16x8xf32>, token
      %bt, %tkb = load_view_tko weak %pb[%k, %c0] : partition_view<tile=(8x16), tensor_view<16x16xf32, strides=[16,1]>>, tile<i32> -> tile<8x16xf32>, token
      %ts = store_view_tko relaxed device %bt, %pd[%c0, %c0] : tile<8x16xf32>, partition_view<tile=(8x16), tensor_view<8x16xf32, strides=[16,1]>>, tile<i32> -> token
      %next = mmaf %at, %bt, %sum : tile<16x8xf32>, tile<8x16xf32>, tile<16x16xf32>
      continue %next : tile<16x16xf32>
    }
    %tvc = make_tensor_view %C, shape = [16, 16], strides = [16, 1] : tensor_view<16x16xf32, strides=[16,1]>
    %pc = make_partition_view %tvc : partition_view<tile=(16x16), tensor_view<16x16xf32, strides=[16,1]>>
    %tst = store_view_tko weak %acc, %pc[%c0, %c0] : tile<16x16xf32>, partition_view<tile=(16x16), tensor_view<16x16xf32, strides=[16,1]>>, tile<i32> -> token
    return
  }

  // ... and an f16 accumulator (rounded to f16 after every product: its own helper).
  entry @f16_accumulator(%A: tile<ptr<f16>>, %B: tile<ptr<f16>>, %C: tile<ptr<f16>>) {
    %tva = make_tensor_view %A, shape = [16, 16], strides = [16, 1] : tensor_view<16x16xf16, strides=[16,1]>
    %tvb = make_tensor_view %B, shape = [16, 16], strides = [16, 1] : tensor_view<16x16xf16, strides=[16,1]>
    %pa = make_partition_view %tva : partition_view<tile=(16x8), tensor_view<16x16xf16, strides=[16,1]>>
    %pb = make_partition_view %tvb : partition_view<tile=(8x16), tensor_view<16x16xf16, strides=[16,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c2 = constant <i32: 2> : tile<i32>
    %zero = constant <f16: 0.0> : tile<16x16xf16>
    %acc = for %k in (%c0 to %c2, step %c1) : tile<i32> iter_values(%sum = %zero) -> (tile<16x16xf16>) {
      %at, %tka = load_view_tko weak %pa[%c0, %k] : partition_view<tile=(16x8), tensor_view<16x16xf16, strides=[16,1]>>, tile<i32> -> tile<16x8xf16>, token
      %bt, %tkb = load_view_tko weak %pb[%k, %c0] : partition_view<tile=(8x16), tensor_view<16x16xf16, strides=[16,1]>>, tile<i32> -> tile<8x16xf16>, token
      %next = mmaf %at, %bt, %sum : tile<16x8xf16>, tile<8x16xf16>, tile<16x16xf16>
      continue %next : tile<16x16xf16>
    }
    %tvc = make_tensor_view %C, shape = [16, 16], strides = [16, 1] : tensor_view<16x16xf16, strides=[16,1]>
    %pc = make_partition_view %tvc : partition_view<tile=(16x16), tensor_view<16x16xf16, strides=[16,1]>>
    %tst = store_view_tko weak %acc, %pc[%c0, %c0] : tile<16x16xf16>, partition_view<tile=(16x16), tensor_view<16x16xf16, strides=[16,1]>>, tile<i32> -> token
    return
  }
}
