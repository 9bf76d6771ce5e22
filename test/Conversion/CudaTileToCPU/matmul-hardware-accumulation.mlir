// Hardware accumulation (tilec/Conversion/MmafAccumulation.h): with
// --mmaf-accumulation=hardware a bf16 K loop whose tiles fit AMX (M and N multiples of 32, K of
// 32), and a lone bf16 mmaf of such tiles (tilec_rt_mmaf_bf16_hardware), run on AMX-BF16 where
// the CPU has it (lib/Runtime/Cpu/MicrokernelAmx.cpp); their results
// must lie within the documented bound of the exact sums (Inputs/check_mmaf_bound.py), from a
// loaded initial value and from zero. Without AMX-BF16 (or with TILEC_CPU_MATMUL_ISA=avx512) the
// same runs take the sequential kernels, which lie within the bound too; AmxBf16Test checks the
// AMX kernel itself and says when it is skipped.
//
// The lowering passes the mode to the chain (flags 7 = zero accumulator, shared tiles,
// hardware accumulation; 3 by default):
// RUN: tilec-opt --convert-cuda-tile-to-cpu %s | FileCheck %s --check-prefix=SEQUENTIAL
// RUN: tilec-opt --convert-cuda-tile-to-cpu="mmaf-accumulation=hardware" %s | FileCheck %s --check-prefix=HARDWARE
// RUN: not tilec-opt --convert-cuda-tile-to-cpu="mmaf-accumulation=fast" %s 2>&1 | FileCheck %s --check-prefix=BADPASS
// RUN: not tilec run --mmaf-accumulation=fast %s --entry gemm_zero --arg ones:bf16:32x32 --arg ones:bf16:32x32 --arg zeros:f32:32x32 --arg 32 --arg 32 --arg 32 2>&1 | FileCheck %s --check-prefix=BADMODE
// RUN: not tilec run --compare-interpreter --mmaf-accumulation=hardware %s --entry gemm_zero --arg ones:bf16:32x32 --arg ones:bf16:32x32 --arg zeros:f32:32x32 --arg 32 --arg 32 --arg 32 2>&1 | FileCheck %s --check-prefix=NOCOMPARE
// RUN: not tilec compile --mmaf-accumulation=fast %s --entry gemm_zero --emit=mlir 2>&1 | FileCheck %s --check-prefix=BADMODE
// RUN: tilec compile --mmaf-accumulation=hardware %s --entry gemm_zero --emit=mlir | FileCheck %s --check-prefix=HARDWARE
//
// Random values, two by two tile blocks, three K steps (one pass), from C's values and from
// zero; then five steps on two threads, and the sequential kernels on the same inputs (@values
// saves C's initial values):
// RUN: rm -rf %t && mkdir -p %t
// RUN: tilec run --mmaf-accumulation=hardware %s --entry gemm_accumulate --grid 2,2 --arg rand:bf16:64x96 --arg rand:bf16:96x64:2 --arg rand:f32:64x64:3 --arg 64 --arg 64 --arg 96 --out A=%t/a.npy --out B=%t/b.npy --out C=%t/c.npy
// RUN: tilec run --interpret %s --entry values --arg rand:f32:64x64:3 --out C=%t/init.npy
// RUN: %python %S/Inputs/check_mmaf_bound.py %t/a.npy %t/b.npy %t/init.npy %t/c.npy
// RUN: tilec run --mmaf-accumulation=hardware %s --entry gemm_zero --grid 2,2 --arg rand:bf16:64x96 --arg rand:bf16:96x64:2 --arg rand:f32:64x64:3 --arg 64 --arg 64 --arg 96 --out C=%t/z.npy
// RUN: tilec run --interpret %s --entry values --arg zeros:f32:64x64 --out C=%t/zeros.npy
// RUN: %python %S/Inputs/check_mmaf_bound.py %t/a.npy %t/b.npy %t/zeros.npy %t/z.npy
// RUN: tilec run --mmaf-accumulation=hardware --threads 2 %s --entry gemm_accumulate --grid 3,2 --arg rand:bf16:96x160:4 --arg rand:bf16:160x64:5 --arg rand:f32:96x64:6 --arg 96 --arg 64 --arg 160 --out A=%t/a2.npy --out B=%t/b2.npy --out C=%t/c2.npy
// RUN: tilec run --interpret %s --entry values --arg rand:f32:96x64:6 --out C=%t/init2.npy
// RUN: %python %S/Inputs/check_mmaf_bound.py %t/a2.npy %t/b2.npy %t/init2.npy %t/c2.npy
// Edge tiles on every side (M = 50, N = 40, K = 70: loads padded with zeros, a copied out of
// its matrix where a tile runs past it) still fit AMX and stay within the bound:
// RUN: tilec run --mmaf-accumulation=hardware %s --entry gemm_accumulate --grid 2,2 --arg rand:bf16:50x70:11 --arg rand:bf16:70x40:12 --arg rand:f32:50x40:13 --arg 50 --arg 40 --arg 70 --out A=%t/ea.npy --out B=%t/eb.npy --out C=%t/ec.npy
// RUN: tilec run --interpret %s --entry values --arg rand:f32:50x40:13 --out C=%t/einit.npy
// RUN: %python %S/Inputs/check_mmaf_bound.py %t/ea.npy %t/eb.npy %t/einit.npy %t/ec.npy
// Exactly one full pass (8 steps of k = 32, kept for the end and written where the store would
// write the tile) and 9 steps, from C and from zero:
// RUN: tilec run --mmaf-accumulation=hardware %s --entry gemm_accumulate --grid 2,2 --arg rand:bf16:64x256:21 --arg rand:bf16:256x64:22 --arg rand:f32:64x64:23 --arg 64 --arg 64 --arg 256 --out A=%t/fa.npy --out B=%t/fb.npy --out C=%t/fc.npy
// RUN: tilec run --interpret %s --entry values --arg rand:f32:64x64:23 --out C=%t/finit.npy
// RUN: %python %S/Inputs/check_mmaf_bound.py %t/fa.npy %t/fb.npy %t/finit.npy %t/fc.npy
// RUN: tilec run --mmaf-accumulation=hardware %s --entry gemm_zero --grid 2,2 --arg rand:bf16:64x288:21 --arg rand:bf16:288x64:22 --arg zeros:f32:64x64 --arg 64 --arg 64 --arg 288 --out A=%t/na.npy --out B=%t/nb.npy --out C=%t/nc.npy
// RUN: %python %S/Inputs/check_mmaf_bound.py %t/na.npy %t/nb.npy %t/zeros.npy %t/nc.npy
// RUN: env TILEC_CPU_MATMUL_ISA=avx512 tilec run --mmaf-accumulation=hardware %s --entry gemm_accumulate --grid 2,2 --arg rand:bf16:64x96 --arg rand:bf16:96x64:2 --arg rand:f32:64x64:3 --arg 64 --arg 64 --arg 96 --out C=%t/c3.npy
// RUN: %python %S/Inputs/check_mmaf_bound.py %t/a.npy %t/b.npy %t/init.npy %t/c3.npy
// Lone products (a loaded in place, b as loaded or transposed by permute, as attention's
// Q·K^T), of a shape AMX takes and of one it does not (k = 16). A permute feeding b only is
// left out with hardware accumulation (b is packed from the untransposed tile, or transposed
// back without AMX) and kept otherwise:
// RUN: tilec-opt --convert-cuda-tile-to-cpu="mmaf-accumulation=hardware" %s | FileCheck %s --check-prefix=LONE
// RUN: tilec run --mmaf-accumulation=hardware %s --entry lone --arg rand:bf16:64x128:7 --arg rand:bf16:128x64:8 --arg rand:f32:64x64:9 --out A=%t/la.npy --out B=%t/lb.npy --out C=%t/lc.npy
// RUN: tilec run --interpret %s --entry values --arg rand:f32:64x64:9 --out C=%t/linit.npy
// RUN: %python %S/Inputs/check_mmaf_bound.py %t/la.npy %t/lb.npy %t/linit.npy %t/lc.npy
// RUN: tilec run --mmaf-accumulation=hardware %s --entry lone_transposed --arg rand:bf16:64x128:7 --arg rand:bf16:64x128:8 --arg rand:f32:64x64:9 --out A=%t/ta.npy --out B=%t/tb.npy --out C=%t/tc.npy
// RUN: %python %S/Inputs/check_mmaf_bound.py --b-transposed %t/ta.npy %t/tb.npy %t/linit.npy %t/tc.npy
// RUN: env TILEC_CPU_MATMUL_ISA=avx512 tilec run --mmaf-accumulation=hardware %s --entry lone_transposed --arg rand:bf16:64x128:7 --arg rand:bf16:64x128:8 --arg rand:f32:64x64:9 --out C=%t/tc2.npy
// RUN: %python %S/Inputs/check_mmaf_bound.py --b-transposed %t/ta.npy %t/tb.npy %t/linit.npy %t/tc2.npy
// RUN: tilec-opt --convert-cuda-tile-to-cpu %s | FileCheck %s --check-prefix=KEPT
// RUN: tilec run --mmaf-accumulation=hardware %s --entry lone_k16 --arg rand:bf16:64x16:7 --arg rand:bf16:16x64:8 --arg rand:f32:64x64:9 --out A=%t/ka.npy --out B=%t/kb.npy --out C=%t/kc.npy
// RUN: %python %S/Inputs/check_mmaf_bound.py %t/ka.npy %t/kb.npy %t/linit.npy %t/kc.npy
// RUN: tilec run --mmaf-accumulation=hardware %s --entry lone --arg iota:bf16:64x128 --arg ones:bf16:128x64 --arg ones:f32:64x64 --out A=%t/lia.npy --out B=%t/lib.npy --out C=%t/lic.npy
// RUN: tilec run --interpret %s --entry values --arg ones:f32:64x64 --out C=%t/ones.npy
// RUN: %python %S/Inputs/check_mmaf_bound.py --exact %t/lia.npy %t/lib.npy %t/ones.npy %t/lic.npy
//
// Sums of small integers are exact in any order: hardware accumulation gives the hand-computed
// values (ones: C = K = 96; with an initial C of ones, 97) and the exact sums of random small
// integers, and so does a shape AMX does not take (16x16 tiles: the sequential kernels):
// RUN: tilec run --mmaf-accumulation=hardware %s --entry gemm_zero --grid 2,2 --arg ones:bf16:64x96 --arg ones:bf16:96x64 --arg zeros:f32:64x64 --arg 64 --arg 64 --arg 96 --print | FileCheck %s --check-prefix=NINETYSIX
// RUN: tilec run --mmaf-accumulation=hardware %s --entry gemm_accumulate --grid 2,2 --arg ones:bf16:64x96 --arg ones:bf16:96x64 --arg ones:f32:64x64 --arg 64 --arg 64 --arg 96 --print | FileCheck %s --check-prefix=NINETYSEVEN
// RUN: tilec run --mmaf-accumulation=hardware %s --entry gemm_16 --grid 2,2 --arg ones:bf16:32x96 --arg ones:bf16:96x32 --arg zeros:f32:32x32 --arg 32 --arg 32 --arg 96 --print | FileCheck %s --check-prefix=SMALL
// RUN: tilec run --mmaf-accumulation=hardware %s --entry gemm_accumulate --grid 2,2 --arg iota:bf16:64x96 --arg ones:bf16:96x64 --arg ones:f32:64x64 --arg 64 --arg 64 --arg 96 --out A=%t/ia.npy --out B=%t/ib.npy --out C=%t/ic.npy
// RUN: tilec run --interpret %s --entry values --arg ones:f32:64x64 --out C=%t/ones.npy
// RUN: %python %S/Inputs/check_mmaf_bound.py --exact %t/ia.npy %t/ib.npy %t/ones.npy %t/ic.npy

// LONE-LABEL: func.func @lone(
// LONE: call @tilec_rt_mmaf_bf16_hardware(
// LONE-LABEL: func.func @lone_transposed(
// LONE-NOT: tilec_rt_transpose
// LONE: call @tilec_rt_mmaf_bf16_hardware_bt(
// LONE-LABEL: func.func @lone_k16(
// LONE: call @tilec_rt_mmaf_bf16_hardware(
// KEPT-LABEL: func.func @lone_transposed(
// KEPT: call @tilec_rt_transpose(
// KEPT: call @tilec_rt_mmaf_f32(
// SEQUENTIAL-LABEL: func.func @gemm_zero(
// SEQUENTIAL: call @tilec_rt_mmaf_chain_begin(%{{[^,]*}}, %{{[^,]*}}, %{{[^,]*}}, %{{[^,]*}}, %c3_i32{{[_0-9]*}},
// HARDWARE: call @tilec_rt_mmaf_chain_begin(%{{[^,]*}}, %{{[^,]*}}, %{{[^,]*}}, %{{[^,]*}}, %c7_i32{{[_0-9]*}},
// HARDWARE: call @tilec_rt_view_store_rows_target(
// HARDWARE: call @tilec_rt_mmaf_chain_end_into(
// BADPASS: unknown mmaf-accumulation 'fast' (expected sequential or hardware)
// BADMODE: --mmaf-accumulation expects sequential or hardware, got 'fast'
// NOCOMPARE: --mmaf-accumulation=hardware results differ from the interpreter's within a bound, and --compare-interpreter compares bit for bit
// NINETYSIX: %C: f32[64x64] = {{\[}}[96, 96, 96, ..., 96, 96, 96],
// NINETYSIX-NEXT: {{^}} [96, 96, 96, ..., 96, 96, 96],
// NINETYSIX-NEXT: {{^}} [96, 96, 96, ..., 96, 96, 96],
// NINETYSIX-NEXT: {{^}} ...,
// NINETYSIX-NEXT: {{^}} [96, 96, 96, ..., 96, 96, 96],
// NINETYSIX-NEXT: {{^}} [96, 96, 96, ..., 96, 96, 96],
// NINETYSIX-NEXT: {{^}} [96, 96, 96, ..., 96, 96, 96]]
// NINETYSEVEN: %C: f32[64x64] = {{\[}}[97, 97, 97, ..., 97, 97, 97],
// NINETYSEVEN-NEXT: {{^}} [97, 97, 97, ..., 97, 97, 97],
// NINETYSEVEN-NEXT: {{^}} [97, 97, 97, ..., 97, 97, 97],
// NINETYSEVEN-NEXT: {{^}} ...,
// NINETYSEVEN-NEXT: {{^}} [97, 97, 97, ..., 97, 97, 97],
// NINETYSEVEN-NEXT: {{^}} [97, 97, 97, ..., 97, 97, 97],
// NINETYSEVEN-NEXT: {{^}} [97, 97, 97, ..., 97, 97, 97]]
// SMALL: %C: f32[32x32] = {{\[}}[96, 96, 96, ..., 96, 96, 96],
// SMALL-NEXT: {{^}} [96, 96, 96, ..., 96, 96, 96],
// SMALL-NEXT: {{^}} [96, 96, 96, ..., 96, 96, 96],
// SMALL-NEXT: {{^}} ...,
// SMALL-NEXT: {{^}} [96, 96, 96, ..., 96, 96, 96],
// SMALL-NEXT: {{^}} [96, 96, 96, ..., 96, 96, 96],
// SMALL-NEXT: {{^}} [96, 96, 96, ..., 96, 96, 96]]

cuda_tile.module @m {
  entry @gemm_zero(%A: tile<ptr<bf16>>, %B: tile<ptr<bf16>>, %C: tile<ptr<f32>>,
              %M: tile<i32>, %N: tile<i32>, %K: tile<i32>) {
    %bm, %bn, %bz = get_tile_block_id : tile<i32>
    %tva = make_tensor_view %A, shape = [%M, %K], strides = [%K, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %tvb = make_tensor_view %B, shape = [%K, %N], strides = [%N, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %tvc = make_tensor_view %C, shape = [%M, %N], strides = [%N, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %pa = make_partition_view %tva : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %pb = make_partition_view %tvb : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %pc = make_partition_view %tvc : partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,1]>>
    %nm, %nk = get_index_space_shape %pa : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>> -> tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %zero = constant <f32: 0.0> : tile<32x32xf32>
    %acc = for %k in (%c0 to %nk, step %c1) : tile<i32> iter_values(%sum = %zero) -> (tile<32x32xf32>) {
      %at, %tka = load_view_tko weak %pa[%bm, %k] : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<32x32xbf16>, token
      %bt, %tkb = load_view_tko weak %pb[%k, %bn] : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<32x32xbf16>, token
      %next = mmaf %at, %bt, %sum : tile<32x32xbf16>, tile<32x32xbf16>, tile<32x32xf32>
      continue %next : tile<32x32xf32>
    }
    %tst = store_view_tko weak %acc, %pc[%bm, %bn] : tile<32x32xf32>, partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }

  entry @gemm_accumulate(%A: tile<ptr<bf16>>, %B: tile<ptr<bf16>>, %C: tile<ptr<f32>>,
              %M: tile<i32>, %N: tile<i32>, %K: tile<i32>) {
    %bm, %bn, %bz = get_tile_block_id : tile<i32>
    %tva = make_tensor_view %A, shape = [%M, %K], strides = [%K, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %tvb = make_tensor_view %B, shape = [%K, %N], strides = [%N, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %tvc = make_tensor_view %C, shape = [%M, %N], strides = [%N, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %pa = make_partition_view %tva : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %pb = make_partition_view %tvb : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %pc = make_partition_view %tvc : partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,1]>>
    %nm, %nk = get_index_space_shape %pa : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>> -> tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %init, %tki = load_view_tko weak %pc[%bm, %bn] : partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<32x32xf32>, token
    %acc = for %k in (%c0 to %nk, step %c1) : tile<i32> iter_values(%sum = %init) -> (tile<32x32xf32>) {
      %at, %tka = load_view_tko weak %pa[%bm, %k] : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<32x32xbf16>, token
      %bt, %tkb = load_view_tko weak %pb[%k, %bn] : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<32x32xbf16>, token
      %next = mmaf %at, %bt, %sum : tile<32x32xbf16>, tile<32x32xbf16>, tile<32x32xf32>
      continue %next : tile<32x32xf32>
    }
    %tst = store_view_tko weak %acc, %pc[%bm, %bn] token = %tki : tile<32x32xf32>, partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }

  entry @gemm_16(%A: tile<ptr<bf16>>, %B: tile<ptr<bf16>>, %C: tile<ptr<f32>>,
              %M: tile<i32>, %N: tile<i32>, %K: tile<i32>) {
    %bm, %bn, %bz = get_tile_block_id : tile<i32>
    %tva = make_tensor_view %A, shape = [%M, %K], strides = [%K, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %tvb = make_tensor_view %B, shape = [%K, %N], strides = [%N, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %tvc = make_tensor_view %C, shape = [%M, %N], strides = [%N, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %pa = make_partition_view %tva : partition_view<tile=(16x32), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %pb = make_partition_view %tvb : partition_view<tile=(32x16), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %pc = make_partition_view %tvc : partition_view<tile=(16x16), tensor_view<?x?xf32, strides=[?,1]>>
    %nm, %nk = get_index_space_shape %pa : partition_view<tile=(16x32), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>> -> tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %zero = constant <f32: 0.0> : tile<16x16xf32>
    %acc = for %k in (%c0 to %nk, step %c1) : tile<i32> iter_values(%sum = %zero) -> (tile<16x16xf32>) {
      %at, %tka = load_view_tko weak %pa[%bm, %k] : partition_view<tile=(16x32), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<16x32xbf16>, token
      %bt, %tkb = load_view_tko weak %pb[%k, %bn] : partition_view<tile=(32x16), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<32x16xbf16>, token
      %next = mmaf %at, %bt, %sum : tile<16x32xbf16>, tile<32x16xbf16>, tile<16x16xf32>
      continue %next : tile<16x16xf32>
    }
    %tst = store_view_tko weak %acc, %pc[%bm, %bn] : tile<16x16xf32>, partition_view<tile=(16x16), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }

  entry @lone(%A: tile<ptr<bf16>>, %B: tile<ptr<bf16>>, %C: tile<ptr<f32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %tva = make_tensor_view %A, shape = [64, 128], strides = [128, 1] : tensor_view<64x128xbf16, strides=[128,1]>
    %tvb = make_tensor_view %B, shape = [128, 64], strides = [64, 1] : tensor_view<128x64xbf16, strides=[64,1]>
    %tvc = make_tensor_view %C, shape = [64, 64], strides = [64, 1] : tensor_view<64x64xf32, strides=[64,1]>
    %pa = make_partition_view %tva : partition_view<tile=(64x128), tensor_view<64x128xbf16, strides=[128,1]>>
    %pb = make_partition_view %tvb : partition_view<tile=(128x64), tensor_view<128x64xbf16, strides=[64,1]>>
    %pc = make_partition_view %tvc : partition_view<tile=(64x64), tensor_view<64x64xf32, strides=[64,1]>>
    %a, %t0 = load_view_tko weak %pa[%c0, %c0] : partition_view<tile=(64x128), tensor_view<64x128xbf16, strides=[128,1]>>, tile<i32> -> tile<64x128xbf16>, token
    %b, %t1 = load_view_tko weak %pb[%c0, %c0] : partition_view<tile=(128x64), tensor_view<128x64xbf16, strides=[64,1]>>, tile<i32> -> tile<128x64xbf16>, token
    %c, %t2 = load_view_tko weak %pc[%c0, %c0] : partition_view<tile=(64x64), tensor_view<64x64xf32, strides=[64,1]>>, tile<i32> -> tile<64x64xf32>, token
    %d = mmaf %a, %b, %c : tile<64x128xbf16>, tile<128x64xbf16>, tile<64x64xf32>
    %t3 = store_view_tko weak %d, %pc[%c0, %c0] token = %t2 : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<64x64xf32, strides=[64,1]>>, tile<i32> -> token
    return
  }

  entry @lone_transposed(%A: tile<ptr<bf16>>, %B: tile<ptr<bf16>>, %C: tile<ptr<f32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %tva = make_tensor_view %A, shape = [64, 128], strides = [128, 1] : tensor_view<64x128xbf16, strides=[128,1]>
    %tvb = make_tensor_view %B, shape = [64, 128], strides = [128, 1] : tensor_view<64x128xbf16, strides=[128,1]>
    %tvc = make_tensor_view %C, shape = [64, 64], strides = [64, 1] : tensor_view<64x64xf32, strides=[64,1]>
    %pa = make_partition_view %tva : partition_view<tile=(64x128), tensor_view<64x128xbf16, strides=[128,1]>>
    %pb = make_partition_view %tvb : partition_view<tile=(64x128), tensor_view<64x128xbf16, strides=[128,1]>>
    %pc = make_partition_view %tvc : partition_view<tile=(64x64), tensor_view<64x64xf32, strides=[64,1]>>
    %a, %t0 = load_view_tko weak %pa[%c0, %c0] : partition_view<tile=(64x128), tensor_view<64x128xbf16, strides=[128,1]>>, tile<i32> -> tile<64x128xbf16>, token
    %k, %t1 = load_view_tko weak %pb[%c0, %c0] : partition_view<tile=(64x128), tensor_view<64x128xbf16, strides=[128,1]>>, tile<i32> -> tile<64x128xbf16>, token
    %kt = permute %k [1, 0] : tile<64x128xbf16> -> tile<128x64xbf16>
    %c, %t2 = load_view_tko weak %pc[%c0, %c0] : partition_view<tile=(64x64), tensor_view<64x64xf32, strides=[64,1]>>, tile<i32> -> tile<64x64xf32>, token
    %d = mmaf %a, %kt, %c : tile<64x128xbf16>, tile<128x64xbf16>, tile<64x64xf32>
    %t3 = store_view_tko weak %d, %pc[%c0, %c0] token = %t2 : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<64x64xf32, strides=[64,1]>>, tile<i32> -> token
    return
  }

  entry @lone_k16(%A: tile<ptr<bf16>>, %B: tile<ptr<bf16>>, %C: tile<ptr<f32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %tva = make_tensor_view %A, shape = [64, 16], strides = [16, 1] : tensor_view<64x16xbf16, strides=[16,1]>
    %tvb = make_tensor_view %B, shape = [16, 64], strides = [64, 1] : tensor_view<16x64xbf16, strides=[64,1]>
    %tvc = make_tensor_view %C, shape = [64, 64], strides = [64, 1] : tensor_view<64x64xf32, strides=[64,1]>
    %pa = make_partition_view %tva : partition_view<tile=(64x16), tensor_view<64x16xbf16, strides=[16,1]>>
    %pb = make_partition_view %tvb : partition_view<tile=(16x64), tensor_view<16x64xbf16, strides=[64,1]>>
    %pc = make_partition_view %tvc : partition_view<tile=(64x64), tensor_view<64x64xf32, strides=[64,1]>>
    %a, %t0 = load_view_tko weak %pa[%c0, %c0] : partition_view<tile=(64x16), tensor_view<64x16xbf16, strides=[16,1]>>, tile<i32> -> tile<64x16xbf16>, token
    %b, %t1 = load_view_tko weak %pb[%c0, %c0] : partition_view<tile=(16x64), tensor_view<16x64xbf16, strides=[64,1]>>, tile<i32> -> tile<16x64xbf16>, token
    %c, %t2 = load_view_tko weak %pc[%c0, %c0] : partition_view<tile=(64x64), tensor_view<64x64xf32, strides=[64,1]>>, tile<i32> -> tile<64x64xf32>, token
    %d = mmaf %a, %b, %c : tile<64x16xbf16>, tile<16x64xbf16>, tile<64x64xf32>
    %t3 = store_view_tko weak %d, %pc[%c0, %c0] token = %t2 : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<64x64xf32, strides=[64,1]>>, tile<i32> -> token
    return
  }

  // Leaves its buffer as generated, for --out.
  entry @values(%C: tile<ptr<f32>>) {
    return
  }
}
