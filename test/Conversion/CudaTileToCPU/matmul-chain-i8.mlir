// An mmai K loop (i8 a and b, i32 accumulator) runs as a product chain (ProductChains.cpp,
// lib/Runtime/Cpu/MatmulChainI8.cpp). Where the CPU has AMX-INT8 and the tiles fit it (m and n
// multiples of 32, k of 64) the chain keeps getMatmulChainI8Steps(k) steps and multiplies them
// in one pass with the accumulator in tile registers (8 steps of k = 64 or 128, 4 of 256);
// without AMX but with AVX512-VNNI (or with TILEC_CPU_MATMUL_ISA=avx512 on an AMX machine) it
// keeps as many steps packed as sign-shifted byte quads (MatmulQuadsI8.h) and multiplies them
// in one pass of vpdpbusd; elsewhere each step is multiplied at once. Integer sums wrap and do
// not depend on their order, so every element must be the interpreter's exactly.
// RUN: tilec-opt --convert-cuda-tile-to-cpu %s | FileCheck %s --check-prefix=LOWER
//
// The four signedness combinations, AMX-sized tiles, 11 steps (a pass of 8 and one of 3),
// in-place tiles only, with a random (wrapping) initial accumulator:
// RUN: tilec run --compare-interpreter %s --entry ss_32x32x64 --grid 2,2 --arg rand:i8:64x704 --arg rand:i8:704x64:2 --arg rand:i32:64x64:3 --arg 64 --arg 64 --arg 704
// RUN: tilec run --compare-interpreter %s --entry su_32x32x64 --grid 2,2 --arg rand:i8:64x704 --arg rand:i8:704x64:2 --arg rand:i32:64x64:3 --arg 64 --arg 64 --arg 704
// RUN: tilec run --compare-interpreter %s --entry us_32x32x64 --grid 2,2 --arg rand:i8:64x704 --arg rand:i8:704x64:2 --arg rand:i32:64x64:3 --arg 64 --arg 64 --arg 704
// RUN: tilec run --compare-interpreter %s --entry uu_32x32x64 --grid 2,2 --arg rand:i8:64x704 --arg rand:i8:704x64:2 --arg rand:i32:64x64:3 --arg 64 --arg 64 --arg 704
// Edge tiles on every side (padded copies beside in-place tiles), 5 and 11 steps:
// RUN: tilec run --compare-interpreter %s --entry ss_32x32x64 --grid 2,2 --arg rand:i8:50x300 --arg rand:i8:300x45:2 --arg rand:i32:50x45:3 --arg 50 --arg 45 --arg 300
// RUN: tilec run --compare-interpreter %s --entry uu_32x32x64 --grid 3,3 --arg rand:i8:90x700 --arg rand:i8:700x70:2 --arg rand:i32:90x70:3 --arg 90 --arg 70 --arg 700
// Passes of 8 steps of k = 128 (10 steps: 8, 2; then 8 with edges) and of 4 steps of k = 256
// (5 steps: 4, 1) from a constant zero:
// RUN: tilec run --compare-interpreter %s --entry ss_64x128x128 --grid 2,2 --arg rand:i8:128x1280 --arg rand:i8:1280x256:2 --arg rand:i32:128x256:3 --arg 128 --arg 256 --arg 1280
// RUN: tilec run --compare-interpreter %s --entry ss_64x128x128 --grid 2,2 --arg rand:i8:100x1000 --arg rand:i8:1000x150:2 --arg rand:i32:100x150:3 --arg 100 --arg 150 --arg 1000
// RUN: tilec run --compare-interpreter %s --entry zero_init_128x128x256 --grid 2,2 --arg rand:i8:256x1280 --arg rand:i8:1280x256:2 --arg zeros:i32:256x256 --arg 256 --arg 256 --arg 1280
// The result stored right after the loop is written by the last AMX pass where the store
// would write it (tilec_rt_mmai_chain_end_into), here a full pass kept for the end (8 steps of
// k = 64; 4 of k = 256 from zero) and a loop of one step; edge tiles are stored as usual:
// RUN: tilec run --compare-interpreter %s --entry ss_32x32x64 --grid 2,2 --arg rand:i8:64x512 --arg rand:i8:512x64:2 --arg rand:i32:64x64:3 --arg 64 --arg 64 --arg 512
// RUN: tilec run --compare-interpreter %s --entry zero_init_128x128x256 --grid 2,2 --arg rand:i8:256x1024 --arg rand:i8:1024x256:2 --arg zeros:i32:256x256 --arg 256 --arg 256 --arg 1024
// RUN: tilec run --compare-interpreter %s --entry zero_init_128x128x256 --grid 2,2 --arg rand:i8:256x256 --arg rand:i8:256x256:2 --arg zeros:i32:256x256 --arg 256 --arg 256 --arg 256
// RUN: tilec run --compare-interpreter %s --entry zero_init_128x128x256 --grid 2,2 --arg rand:i8:200x1024 --arg rand:i8:1024x250:2 --arg zeros:i32:200x250 --arg 200 --arg 250 --arg 1024
// Tiles that do not fit AMX (m = 16 and k = 32; n = 16): in quads with VNNI, else a step at a
// time:
// RUN: tilec run --compare-interpreter %s --entry su_16x64x32 --grid 3,2 --arg rand:i8:40x300 --arg rand:i8:300x90:2 --arg rand:i32:40x90:3 --arg 40 --arg 90 --arg 300
// RUN: tilec run --compare-interpreter %s --entry us_64x16x64 --grid 2,3 --arg rand:i8:128x640 --arg rand:i8:640x40:2 --arg rand:i32:128x40:3 --arg 128 --arg 40 --arg 640
// Every byte value (iota wraps through all 256), so that the quads' sign shifts and their
// corrections meet the extremes, in all four signedness combinations; k = 2 and n = 16 (quads
// padded with zero bytes, a strip wider than the tile), 150 steps:
// RUN: tilec run --compare-interpreter %s --entry ss_32x32x64 --grid 2,2 --arg iota:i8:64x704 --arg rand:i8:704x64:2 --arg iota:i32:64x64 --arg 64 --arg 64 --arg 704
// RUN: tilec run --compare-interpreter %s --entry su_32x32x64 --grid 2,2 --arg rand:i8:64x704 --arg iota:i8:704x64 --arg rand:i32:64x64:3 --arg 64 --arg 64 --arg 704
// RUN: tilec run --compare-interpreter %s --entry us_32x32x64 --grid 2,2 --arg iota:i8:64x704 --arg iota:i8:704x64 --arg rand:i32:64x64:3 --arg 64 --arg 64 --arg 704
// RUN: tilec run --compare-interpreter %s --entry uu_32x32x64 --grid 2,2 --arg iota:i8:64x704 --arg iota:i8:704x64 --arg rand:i32:64x64:3 --arg 64 --arg 64 --arg 704
// RUN: tilec run --compare-interpreter %s --entry us_16x16x2 --grid 2,3 --arg iota:i8:30x299 --arg iota:i8:299x40 --arg rand:i32:30x40:3 --arg 30 --arg 40 --arg 299
// RUN: env TILEC_CPU_MATMUL_ISA=avx512 tilec run --compare-interpreter %s --entry us_16x16x2 --grid 2,3 --arg iota:i8:30x299 --arg iota:i8:299x40 --arg rand:i32:30x40:3 --arg 30 --arg 40 --arg 299
// Two threads:
// RUN: tilec run --compare-interpreter --threads 2 %s --entry su_32x32x64 --grid 2,2 --arg rand:i8:64x704 --arg rand:i8:704x64:2 --arg rand:i32:64x64:3 --arg 64 --arg 64 --arg 704
// RUN: tilec run --compare-interpreter --threads 2 %s --entry ss_64x128x128 --grid 2,2 --arg rand:i8:100x1000 --arg rand:i8:1000x150:2 --arg rand:i32:100x150:3 --arg 100 --arg 150 --arg 1000
// AMX-sized tiles on the AVX-512 kernels (in quads with VNNI, else a step at a time) and the
// AVX2 ones (a step at a time); a request the CPU cannot run is ignored:
// RUN: env TILEC_CPU_MATMUL_ISA=avx512 tilec run --compare-interpreter %s --entry us_32x32x64 --grid 3,3 --arg rand:i8:90x700 --arg rand:i8:700x70:2 --arg rand:i32:90x70:3 --arg 90 --arg 70 --arg 700
// RUN: env TILEC_CPU_MATMUL_ISA=avx512 tilec run --compare-interpreter %s --entry ss_64x128x128 --grid 2,2 --arg rand:i8:128x1280 --arg rand:i8:1280x256:2 --arg rand:i32:128x256:3 --arg 128 --arg 256 --arg 1280
// RUN: env TILEC_CPU_MATMUL_ISA=avx2 tilec run --compare-interpreter %s --entry su_32x32x64 --grid 3,3 --arg rand:i8:90x700 --arg rand:i8:700x70:2 --arg rand:i32:90x70:3 --arg 90 --arg 70 --arg 700
// RUN: env TILEC_CPU_MATMUL_ISA=avx2 tilec run --compare-interpreter %s --entry uu_32x32x64 --grid 2,2 --arg rand:i8:64x704 --arg rand:i8:704x64:2 --arg rand:i32:64x64:3 --arg 64 --arg 64 --arg 704
// Hand-computed: ones over K = 640 (10 steps: 8, 2) add 640 to C's ones; over K = 1280 (5 steps
// of 256: 4, 1) from zero give 1280:
// RUN: tilec run %s --entry ss_32x32x64 --arg ones:i8:32x640 --arg ones:i8:640x32 --arg ones:i32:32x32 --arg 32 --arg 32 --arg 640 --print | FileCheck %s --check-prefix=ONES
// RUN: env TILEC_CPU_MATMUL_ISA=avx2 tilec run %s --entry ss_32x32x64 --arg ones:i8:32x640 --arg ones:i8:640x32 --arg ones:i32:32x32 --arg 32 --arg 32 --arg 640 --print | FileCheck %s --check-prefix=ONES
// RUN: tilec run %s --entry zero_init_128x128x256 --arg ones:i8:128x1280 --arg ones:i8:1280x128 --arg zeros:i32:128x128 --arg 128 --arg 128 --arg 1280 --print | FileCheck %s --check-prefix=ZERO
// A lone mmai with the same kernels:
// RUN: tilec run --compare-interpreter %s --entry lone --arg rand:i8:64x128 --arg rand:i8:128x128:2 --arg rand:i32:64x128:3
// A K loop running one step past the index space stops at the a load, in both executors:
// RUN: not tilec run %s --entry overrun --arg rand:i8:32x128 --arg rand:i8:128x32 --arg zeros:i32:32x32 2>&1 | FileCheck %s --check-prefix=PASTEND
// RUN: not tilec run --interpret %s --entry overrun --arg rand:i8:32x128 --arg rand:i8:128x32 --arg zeros:i32:32x32 2>&1 | FileCheck %s --check-prefix=PASTEND

// LOWER-LABEL: func.func @ss_32x32x64(
// LOWER: call @tilec_rt_mmai_chain_begin(
// LOWER: call @tilec_rt_mmai_chain_load(
// LOWER: call @tilec_rt_mmai_chain_load(
// LOWER: call @tilec_rt_mmai_chain_step(
// LOWER: call @tilec_rt_view_store_rows_target(
// LOWER: call @tilec_rt_mmai_chain_end_into(
// LOWER: scf.if
// LOWER: call @tilec_rt_view_store(
// LOWER-LABEL: func.func @zero_init_128x128x256(
// LOWER-NOT: call @tilec_rt_mmai(
// LOWER: call @tilec_rt_mmai_chain_begin(
// LOWER: call @tilec_rt_mmai_chain_step(
// LOWER-LABEL: func.func @su_16x64x32(
// LOWER-NOT: call @tilec_rt_mmai(
// LOWER: call @tilec_rt_mmai_chain_step(
// LOWER-LABEL: func.func @overrun(
// LOWER: call @tilec_rt_mmai_chain_load(
// LOWER-LABEL: func.func @lone(
// LOWER-NOT: tilec_rt_mmai_chain
// LOWER: call @tilec_rt_mmai(

// PASTEND: error: load_view_tko: index 2 of view dimension 1 is outside the index space
// ONES: %C: i32[32x32] = {{\[}}[641, 641, 641, ..., 641, 641, 641],
// ONES-NEXT: [641, 641, 641, ..., 641, 641, 641],
// ZERO: %C: i32[128x128] = {{\[}}[1280, 1280, 1280, ..., 1280, 1280, 1280],
// ZERO-NEXT: [1280, 1280, 1280, ..., 1280, 1280, 1280],

cuda_tile.module @m {
  entry @ss_32x32x64(%A: tile<ptr<i8>>, %B: tile<ptr<i8>>, %C: tile<ptr<i32>>,
              %M: tile<i32>, %N: tile<i32>, %K: tile<i32>) {
    %bm, %bn, %bz = get_tile_block_id : tile<i32>
    %tva = make_tensor_view %A, shape = [%M, %K], strides = [%K, 1] : tile<i32> -> tensor_view<?x?xi8, strides=[?,1]>
    %tvb = make_tensor_view %B, shape = [%K, %N], strides = [%N, 1] : tile<i32> -> tensor_view<?x?xi8, strides=[?,1]>
    %tvc = make_tensor_view %C, shape = [%M, %N], strides = [%N, 1] : tile<i32> -> tensor_view<?x?xi32, strides=[?,1]>
    %pa = make_partition_view %tva : partition_view<tile=(32x64), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>>
    %pb = make_partition_view %tvb : partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>>
    %pc = make_partition_view %tvc : partition_view<tile=(32x32), tensor_view<?x?xi32, strides=[?,1]>>
    %nm, %nk = get_index_space_shape %pa : partition_view<tile=(32x64), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>> -> tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %init, %tc = load_view_tko weak %pc[%bm, %bn] : partition_view<tile=(32x32), tensor_view<?x?xi32, strides=[?,1]>>, tile<i32> -> tile<32x32xi32>, token
    %acc = for %k in (%c0 to %nk, step %c1) : tile<i32> iter_values(%sum = %init) -> (tile<32x32xi32>) {
      %at, %tka = load_view_tko weak %pa[%bm, %k] : partition_view<tile=(32x64), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>>, tile<i32> -> tile<32x64xi8>, token
      %bt, %tkb = load_view_tko weak %pb[%k, %bn] : partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>>, tile<i32> -> tile<64x32xi8>, token
      %next = mmai %at, %bt, %sum signed signed : tile<32x64xi8>, tile<64x32xi8>, tile<32x32xi32>
      continue %next : tile<32x32xi32>
    }
    %tst = store_view_tko weak %acc, %pc[%bm, %bn] token = %tc : tile<32x32xi32>, partition_view<tile=(32x32), tensor_view<?x?xi32, strides=[?,1]>>, tile<i32> -> token
    return
  }

  entry @su_32x32x64(%A: tile<ptr<i8>>, %B: tile<ptr<i8>>, %C: tile<ptr<i32>>,
              %M: tile<i32>, %N: tile<i32>, %K: tile<i32>) {
    %bm, %bn, %bz = get_tile_block_id : tile<i32>
    %tva = make_tensor_view %A, shape = [%M, %K], strides = [%K, 1] : tile<i32> -> tensor_view<?x?xi8, strides=[?,1]>
    %tvb = make_tensor_view %B, shape = [%K, %N], strides = [%N, 1] : tile<i32> -> tensor_view<?x?xi8, strides=[?,1]>
    %tvc = make_tensor_view %C, shape = [%M, %N], strides = [%N, 1] : tile<i32> -> tensor_view<?x?xi32, strides=[?,1]>
    %pa = make_partition_view %tva : partition_view<tile=(32x64), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>>
    %pb = make_partition_view %tvb : partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>>
    %pc = make_partition_view %tvc : partition_view<tile=(32x32), tensor_view<?x?xi32, strides=[?,1]>>
    %nm, %nk = get_index_space_shape %pa : partition_view<tile=(32x64), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>> -> tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %init, %tc = load_view_tko weak %pc[%bm, %bn] : partition_view<tile=(32x32), tensor_view<?x?xi32, strides=[?,1]>>, tile<i32> -> tile<32x32xi32>, token
    %acc = for %k in (%c0 to %nk, step %c1) : tile<i32> iter_values(%sum = %init) -> (tile<32x32xi32>) {
      %at, %tka = load_view_tko weak %pa[%bm, %k] : partition_view<tile=(32x64), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>>, tile<i32> -> tile<32x64xi8>, token
      %bt, %tkb = load_view_tko weak %pb[%k, %bn] : partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>>, tile<i32> -> tile<64x32xi8>, token
      %next = mmai %at, %bt, %sum signed unsigned : tile<32x64xi8>, tile<64x32xi8>, tile<32x32xi32>
      continue %next : tile<32x32xi32>
    }
    %tst = store_view_tko weak %acc, %pc[%bm, %bn] token = %tc : tile<32x32xi32>, partition_view<tile=(32x32), tensor_view<?x?xi32, strides=[?,1]>>, tile<i32> -> token
    return
  }

  entry @us_32x32x64(%A: tile<ptr<i8>>, %B: tile<ptr<i8>>, %C: tile<ptr<i32>>,
              %M: tile<i32>, %N: tile<i32>, %K: tile<i32>) {
    %bm, %bn, %bz = get_tile_block_id : tile<i32>
    %tva = make_tensor_view %A, shape = [%M, %K], strides = [%K, 1] : tile<i32> -> tensor_view<?x?xi8, strides=[?,1]>
    %tvb = make_tensor_view %B, shape = [%K, %N], strides = [%N, 1] : tile<i32> -> tensor_view<?x?xi8, strides=[?,1]>
    %tvc = make_tensor_view %C, shape = [%M, %N], strides = [%N, 1] : tile<i32> -> tensor_view<?x?xi32, strides=[?,1]>
    %pa = make_partition_view %tva : partition_view<tile=(32x64), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>>
    %pb = make_partition_view %tvb : partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>>
    %pc = make_partition_view %tvc : partition_view<tile=(32x32), tensor_view<?x?xi32, strides=[?,1]>>
    %nm, %nk = get_index_space_shape %pa : partition_view<tile=(32x64), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>> -> tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %init, %tc = load_view_tko weak %pc[%bm, %bn] : partition_view<tile=(32x32), tensor_view<?x?xi32, strides=[?,1]>>, tile<i32> -> tile<32x32xi32>, token
    %acc = for %k in (%c0 to %nk, step %c1) : tile<i32> iter_values(%sum = %init) -> (tile<32x32xi32>) {
      %at, %tka = load_view_tko weak %pa[%bm, %k] : partition_view<tile=(32x64), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>>, tile<i32> -> tile<32x64xi8>, token
      %bt, %tkb = load_view_tko weak %pb[%k, %bn] : partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>>, tile<i32> -> tile<64x32xi8>, token
      %next = mmai %at, %bt, %sum unsigned signed : tile<32x64xi8>, tile<64x32xi8>, tile<32x32xi32>
      continue %next : tile<32x32xi32>
    }
    %tst = store_view_tko weak %acc, %pc[%bm, %bn] token = %tc : tile<32x32xi32>, partition_view<tile=(32x32), tensor_view<?x?xi32, strides=[?,1]>>, tile<i32> -> token
    return
  }

  entry @uu_32x32x64(%A: tile<ptr<i8>>, %B: tile<ptr<i8>>, %C: tile<ptr<i32>>,
              %M: tile<i32>, %N: tile<i32>, %K: tile<i32>) {
    %bm, %bn, %bz = get_tile_block_id : tile<i32>
    %tva = make_tensor_view %A, shape = [%M, %K], strides = [%K, 1] : tile<i32> -> tensor_view<?x?xi8, strides=[?,1]>
    %tvb = make_tensor_view %B, shape = [%K, %N], strides = [%N, 1] : tile<i32> -> tensor_view<?x?xi8, strides=[?,1]>
    %tvc = make_tensor_view %C, shape = [%M, %N], strides = [%N, 1] : tile<i32> -> tensor_view<?x?xi32, strides=[?,1]>
    %pa = make_partition_view %tva : partition_view<tile=(32x64), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>>
    %pb = make_partition_view %tvb : partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>>
    %pc = make_partition_view %tvc : partition_view<tile=(32x32), tensor_view<?x?xi32, strides=[?,1]>>
    %nm, %nk = get_index_space_shape %pa : partition_view<tile=(32x64), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>> -> tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %init, %tc = load_view_tko weak %pc[%bm, %bn] : partition_view<tile=(32x32), tensor_view<?x?xi32, strides=[?,1]>>, tile<i32> -> tile<32x32xi32>, token
    %acc = for %k in (%c0 to %nk, step %c1) : tile<i32> iter_values(%sum = %init) -> (tile<32x32xi32>) {
      %at, %tka = load_view_tko weak %pa[%bm, %k] : partition_view<tile=(32x64), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>>, tile<i32> -> tile<32x64xi8>, token
      %bt, %tkb = load_view_tko weak %pb[%k, %bn] : partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>>, tile<i32> -> tile<64x32xi8>, token
      %next = mmai %at, %bt, %sum unsigned unsigned : tile<32x64xi8>, tile<64x32xi8>, tile<32x32xi32>
      continue %next : tile<32x32xi32>
    }
    %tst = store_view_tko weak %acc, %pc[%bm, %bn] token = %tc : tile<32x32xi32>, partition_view<tile=(32x32), tensor_view<?x?xi32, strides=[?,1]>>, tile<i32> -> token
    return
  }

  entry @ss_64x128x128(%A: tile<ptr<i8>>, %B: tile<ptr<i8>>, %C: tile<ptr<i32>>,
              %M: tile<i32>, %N: tile<i32>, %K: tile<i32>) {
    %bm, %bn, %bz = get_tile_block_id : tile<i32>
    %tva = make_tensor_view %A, shape = [%M, %K], strides = [%K, 1] : tile<i32> -> tensor_view<?x?xi8, strides=[?,1]>
    %tvb = make_tensor_view %B, shape = [%K, %N], strides = [%N, 1] : tile<i32> -> tensor_view<?x?xi8, strides=[?,1]>
    %tvc = make_tensor_view %C, shape = [%M, %N], strides = [%N, 1] : tile<i32> -> tensor_view<?x?xi32, strides=[?,1]>
    %pa = make_partition_view %tva : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>>
    %pb = make_partition_view %tvb : partition_view<tile=(128x128), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>>
    %pc = make_partition_view %tvc : partition_view<tile=(64x128), tensor_view<?x?xi32, strides=[?,1]>>
    %nm, %nk = get_index_space_shape %pa : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>> -> tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %init, %tc = load_view_tko weak %pc[%bm, %bn] : partition_view<tile=(64x128), tensor_view<?x?xi32, strides=[?,1]>>, tile<i32> -> tile<64x128xi32>, token
    %acc = for %k in (%c0 to %nk, step %c1) : tile<i32> iter_values(%sum = %init) -> (tile<64x128xi32>) {
      %at, %tka = load_view_tko weak %pa[%bm, %k] : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>>, tile<i32> -> tile<64x128xi8>, token
      %bt, %tkb = load_view_tko weak %pb[%k, %bn] : partition_view<tile=(128x128), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>>, tile<i32> -> tile<128x128xi8>, token
      %next = mmai %at, %bt, %sum signed signed : tile<64x128xi8>, tile<128x128xi8>, tile<64x128xi32>
      continue %next : tile<64x128xi32>
    }
    %tst = store_view_tko weak %acc, %pc[%bm, %bn] token = %tc : tile<64x128xi32>, partition_view<tile=(64x128), tensor_view<?x?xi32, strides=[?,1]>>, tile<i32> -> token
    return
  }

  entry @zero_init_128x128x256(%A: tile<ptr<i8>>, %B: tile<ptr<i8>>, %C: tile<ptr<i32>>,
              %M: tile<i32>, %N: tile<i32>, %K: tile<i32>) {
    %bm, %bn, %bz = get_tile_block_id : tile<i32>
    %tva = make_tensor_view %A, shape = [%M, %K], strides = [%K, 1] : tile<i32> -> tensor_view<?x?xi8, strides=[?,1]>
    %tvb = make_tensor_view %B, shape = [%K, %N], strides = [%N, 1] : tile<i32> -> tensor_view<?x?xi8, strides=[?,1]>
    %tvc = make_tensor_view %C, shape = [%M, %N], strides = [%N, 1] : tile<i32> -> tensor_view<?x?xi32, strides=[?,1]>
    %pa = make_partition_view %tva : partition_view<tile=(128x256), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>>
    %pb = make_partition_view %tvb : partition_view<tile=(256x128), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>>
    %pc = make_partition_view %tvc : partition_view<tile=(128x128), tensor_view<?x?xi32, strides=[?,1]>>
    %nm, %nk = get_index_space_shape %pa : partition_view<tile=(128x256), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>> -> tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %init = constant <i32: 0> : tile<128x128xi32>
    %acc = for %k in (%c0 to %nk, step %c1) : tile<i32> iter_values(%sum = %init) -> (tile<128x128xi32>) {
      %at, %tka = load_view_tko weak %pa[%bm, %k] : partition_view<tile=(128x256), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>>, tile<i32> -> tile<128x256xi8>, token
      %bt, %tkb = load_view_tko weak %pb[%k, %bn] : partition_view<tile=(256x128), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>>, tile<i32> -> tile<256x128xi8>, token
      %next = mmai %at, %bt, %sum signed signed : tile<128x256xi8>, tile<256x128xi8>, tile<128x128xi32>
      continue %next : tile<128x128xi32>
    }
    %tst = store_view_tko weak %acc, %pc[%bm, %bn] : tile<128x128xi32>, partition_view<tile=(128x128), tensor_view<?x?xi32, strides=[?,1]>>, tile<i32> -> token
    return
  }

  entry @su_16x64x32(%A: tile<ptr<i8>>, %B: tile<ptr<i8>>, %C: tile<ptr<i32>>,
              %M: tile<i32>, %N: tile<i32>, %K: tile<i32>) {
    %bm, %bn, %bz = get_tile_block_id : tile<i32>
    %tva = make_tensor_view %A, shape = [%M, %K], strides = [%K, 1] : tile<i32> -> tensor_view<?x?xi8, strides=[?,1]>
    %tvb = make_tensor_view %B, shape = [%K, %N], strides = [%N, 1] : tile<i32> -> tensor_view<?x?xi8, strides=[?,1]>
    %tvc = make_tensor_view %C, shape = [%M, %N], strides = [%N, 1] : tile<i32> -> tensor_view<?x?xi32, strides=[?,1]>
    %pa = make_partition_view %tva : partition_view<tile=(16x32), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>>
    %pb = make_partition_view %tvb : partition_view<tile=(32x64), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>>
    %pc = make_partition_view %tvc : partition_view<tile=(16x64), tensor_view<?x?xi32, strides=[?,1]>>
    %nm, %nk = get_index_space_shape %pa : partition_view<tile=(16x32), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>> -> tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %init, %tc = load_view_tko weak %pc[%bm, %bn] : partition_view<tile=(16x64), tensor_view<?x?xi32, strides=[?,1]>>, tile<i32> -> tile<16x64xi32>, token
    %acc = for %k in (%c0 to %nk, step %c1) : tile<i32> iter_values(%sum = %init) -> (tile<16x64xi32>) {
      %at, %tka = load_view_tko weak %pa[%bm, %k] : partition_view<tile=(16x32), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>>, tile<i32> -> tile<16x32xi8>, token
      %bt, %tkb = load_view_tko weak %pb[%k, %bn] : partition_view<tile=(32x64), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>>, tile<i32> -> tile<32x64xi8>, token
      %next = mmai %at, %bt, %sum signed unsigned : tile<16x32xi8>, tile<32x64xi8>, tile<16x64xi32>
      continue %next : tile<16x64xi32>
    }
    %tst = store_view_tko weak %acc, %pc[%bm, %bn] token = %tc : tile<16x64xi32>, partition_view<tile=(16x64), tensor_view<?x?xi32, strides=[?,1]>>, tile<i32> -> token
    return
  }

  entry @us_16x16x2(%A: tile<ptr<i8>>, %B: tile<ptr<i8>>, %C: tile<ptr<i32>>,
              %M: tile<i32>, %N: tile<i32>, %K: tile<i32>) {
    %bm, %bn, %bz = get_tile_block_id : tile<i32>
    %tva = make_tensor_view %A, shape = [%M, %K], strides = [%K, 1] : tile<i32> -> tensor_view<?x?xi8, strides=[?,1]>
    %tvb = make_tensor_view %B, shape = [%K, %N], strides = [%N, 1] : tile<i32> -> tensor_view<?x?xi8, strides=[?,1]>
    %tvc = make_tensor_view %C, shape = [%M, %N], strides = [%N, 1] : tile<i32> -> tensor_view<?x?xi32, strides=[?,1]>
    %pa = make_partition_view %tva : partition_view<tile=(16x2), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>>
    %pb = make_partition_view %tvb : partition_view<tile=(2x16), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>>
    %pc = make_partition_view %tvc : partition_view<tile=(16x16), tensor_view<?x?xi32, strides=[?,1]>>
    %nm, %nk = get_index_space_shape %pa : partition_view<tile=(16x2), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>> -> tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %init, %tc = load_view_tko weak %pc[%bm, %bn] : partition_view<tile=(16x16), tensor_view<?x?xi32, strides=[?,1]>>, tile<i32> -> tile<16x16xi32>, token
    %acc = for %k in (%c0 to %nk, step %c1) : tile<i32> iter_values(%sum = %init) -> (tile<16x16xi32>) {
      %at, %tka = load_view_tko weak %pa[%bm, %k] : partition_view<tile=(16x2), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>>, tile<i32> -> tile<16x2xi8>, token
      %bt, %tkb = load_view_tko weak %pb[%k, %bn] : partition_view<tile=(2x16), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>>, tile<i32> -> tile<2x16xi8>, token
      %next = mmai %at, %bt, %sum unsigned signed : tile<16x2xi8>, tile<2x16xi8>, tile<16x16xi32>
      continue %next : tile<16x16xi32>
    }
    %tst = store_view_tko weak %acc, %pc[%bm, %bn] token = %tc : tile<16x16xi32>, partition_view<tile=(16x16), tensor_view<?x?xi32, strides=[?,1]>>, tile<i32> -> token
    return
  }

  entry @us_64x16x64(%A: tile<ptr<i8>>, %B: tile<ptr<i8>>, %C: tile<ptr<i32>>,
              %M: tile<i32>, %N: tile<i32>, %K: tile<i32>) {
    %bm, %bn, %bz = get_tile_block_id : tile<i32>
    %tva = make_tensor_view %A, shape = [%M, %K], strides = [%K, 1] : tile<i32> -> tensor_view<?x?xi8, strides=[?,1]>
    %tvb = make_tensor_view %B, shape = [%K, %N], strides = [%N, 1] : tile<i32> -> tensor_view<?x?xi8, strides=[?,1]>
    %tvc = make_tensor_view %C, shape = [%M, %N], strides = [%N, 1] : tile<i32> -> tensor_view<?x?xi32, strides=[?,1]>
    %pa = make_partition_view %tva : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>>
    %pb = make_partition_view %tvb : partition_view<tile=(64x16), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>>
    %pc = make_partition_view %tvc : partition_view<tile=(64x16), tensor_view<?x?xi32, strides=[?,1]>>
    %nm, %nk = get_index_space_shape %pa : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>> -> tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %init, %tc = load_view_tko weak %pc[%bm, %bn] : partition_view<tile=(64x16), tensor_view<?x?xi32, strides=[?,1]>>, tile<i32> -> tile<64x16xi32>, token
    %acc = for %k in (%c0 to %nk, step %c1) : tile<i32> iter_values(%sum = %init) -> (tile<64x16xi32>) {
      %at, %tka = load_view_tko weak %pa[%bm, %k] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>>, tile<i32> -> tile<64x64xi8>, token
      %bt, %tkb = load_view_tko weak %pb[%k, %bn] : partition_view<tile=(64x16), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>>, tile<i32> -> tile<64x16xi8>, token
      %next = mmai %at, %bt, %sum unsigned signed : tile<64x64xi8>, tile<64x16xi8>, tile<64x16xi32>
      continue %next : tile<64x16xi32>
    }
    %tst = store_view_tko weak %acc, %pc[%bm, %bn] token = %tc : tile<64x16xi32>, partition_view<tile=(64x16), tensor_view<?x?xi32, strides=[?,1]>>, tile<i32> -> token
    return
  }

  // One step past the index space: the chain has kept two steps when the third a load fails.
  entry @overrun(%A: tile<ptr<i8>>, %B: tile<ptr<i8>>, %C: tile<ptr<i32>>) {
    %tva = make_tensor_view %A, shape = [32, 128], strides = [128, 1] : tensor_view<32x128xi8, strides=[128,1]>
    %tvb = make_tensor_view %B, shape = [128, 32], strides = [32, 1] : tensor_view<128x32xi8, strides=[32,1]>
    %tvc = make_tensor_view %C, shape = [32, 32], strides = [32, 1] : tensor_view<32x32xi32, strides=[32,1]>
    %pa = make_partition_view %tva : partition_view<tile=(32x64), padding_value = zero, tensor_view<32x128xi8, strides=[128,1]>>
    %pb = make_partition_view %tvb : partition_view<tile=(64x32), padding_value = zero, tensor_view<128x32xi8, strides=[32,1]>>
    %pc = make_partition_view %tvc : partition_view<tile=(32x32), tensor_view<32x32xi32, strides=[32,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c3 = constant <i32: 3> : tile<i32>
    %zero = constant <i32: 0> : tile<32x32xi32>
    %acc = for %k in (%c0 to %c3, step %c1) : tile<i32> iter_values(%sum = %zero) -> (tile<32x32xi32>) {
      %at, %tka = load_view_tko weak %pa[%c0, %k] : partition_view<tile=(32x64), padding_value = zero, tensor_view<32x128xi8, strides=[128,1]>>, tile<i32> -> tile<32x64xi8>, token
      %bt, %tkb = load_view_tko weak %pb[%k, %c0] : partition_view<tile=(64x32), padding_value = zero, tensor_view<128x32xi8, strides=[32,1]>>, tile<i32> -> tile<64x32xi8>, token
      %next = mmai %at, %bt, %sum signed signed : tile<32x64xi8>, tile<64x32xi8>, tile<32x32xi32>
      continue %next : tile<32x32xi32>
    }
    %tst = store_view_tko weak %acc, %pc[%c0, %c0] : tile<32x32xi32>, partition_view<tile=(32x32), tensor_view<32x32xi32, strides=[32,1]>>, tile<i32> -> token
    return
  }

  // Not a chain: a lone mmai, whose AMX kernel packs b 64 columns at a time as a chain does.
  testing$func @lone(%a: tile<64x128xi8>, %b: tile<128x128xi8>, %c: tile<64x128xi32>) -> (tile<64x128xi32>, tile<64x128xi32>) {
    %ss = mmai %a, %b, %c signed signed : tile<64x128xi8>, tile<128x128xi8>, tile<64x128xi32>
    %uu = mmai %a, %b, %c unsigned unsigned : tile<64x128xi8>, tile<128x128xi8>, tile<64x128xi32>
    return %ss, %uu : tile<64x128xi32>, tile<64x128xi32>
  }
}
