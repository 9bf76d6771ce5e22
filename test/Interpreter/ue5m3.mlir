// The 13.4 UE5M3 block-scale type (fnv8E5M3FNU, tile-ir-13.4-13.5.md §2.1, §4.7) executed:
// literals, ftof into it (nearest even; negative -> 0, NaN -> 0xFF, too large and +Inf -> 0xFE =
// 114688) and out of it (exact to f32; to f16 65536 overflows to Inf), bitcast, memory through
// pointers and views, and mmaf_scaled with f4E2M1FN operands and UE5M3 scales.
// RUN: tilec run %s --entry conversions | FileCheck %s --check-prefix=CONV
// RUN: tilec run %s --entry memory | FileCheck %s --check-prefix=MEM
// RUN: tilec run %s --entry scaled | FileCheck %s --check-prefix=MMA
// RUN: tilec run %s --entry kernel --arg iota:fnv8E5M3FNU:4 --arg zeros:f32:4 --print | FileCheck %s --check-prefix=ARGS
// RUN: tilec run %s --entry kernel --arg iota:f8E5M3FNU:4 --arg zeros:f32:4 --print | FileCheck %s --check-prefix=ARGS

cuda_tile.module @m {
  // 0.5 = 0x70, 1.0 = 0x78; 1.0625 is the tie of 1 (M=0) and 1.125 (M=1) -> 1 (even);
  // 1.1875 is the tie of 1.125 (M=1) and 1.25 (M=2) -> 1.25 = 0x7A; 2e5 saturates to 0xFE;
  // -3 -> 0x00; NaN -> 0xFF; +Inf -> 0xFE.
  // CONV: result #0: tile<8xfnv8E5M3FNU> = [0.5, 1, 1, 1.2, 114688, 0, nan, 114688]
  // CONV-NEXT: result #1: tile<8xf32> = [0.5, 1, 1, 1.25, 114688, 0, nan, 114688]
  // CONV-NEXT: result #2: tile<8xi8> = [112, 120, 120, 122, -2, 0, -1, -2]
  // 65536 (0xF8) and up overflow f16 to Inf; 61440 (0xF7) is exact; 2^-17 is an f16 subnormal.
  // CONV-NEXT: result #3: tile<4xf16> = [inf, 61440, 7.6e-06, nan]
  // To f8E4M3FN 65536 saturates to 448.
  // CONV-NEXT: result #4: tile<4xf8E4M3FN> = [448, 448, 0, 448]
  testing$func @conversions() -> (tile<8xfnv8E5M3FNU>, tile<8xf32>, tile<8xi8>, tile<4xf16>,
                                  tile<4xf8E4M3FN>) {
    %x = constant <f32: [0.5, 1.0, 1.0625, 1.1875, 2.0e5, -3.0, 0x7FC00000, 0x7F800000]> : tile<8xf32>
    %u = ftof %x : tile<8xf32> -> tile<8xfnv8E5M3FNU>
    %back = ftof %u : tile<8xfnv8E5M3FNU> -> tile<8xf32>
    %bits = bitcast %u : tile<8xfnv8E5M3FNU> -> tile<8xi8>
    %c = constant <fnv8E5M3FNU: [65536.0, 61440.0, 0x01, 0xFF]> : tile<4xfnv8E5M3FNU>
    %h = ftof %c : tile<4xfnv8E5M3FNU> -> tile<4xf16>
    %e = ftof %c : tile<4xfnv8E5M3FNU> -> tile<4xf8E4M3FN>
    return %u, %back, %bits, %h, %e : tile<8xfnv8E5M3FNU>, tile<8xf32>, tile<8xi8>, tile<4xf16>, tile<4xf8E4M3FN>
  }

  global @scales <fnv8E5M3FNU: [1.0, 0.5, 114688.0, 0x01]> : tile<4xfnv8E5M3FNU>

  // #0 reads the global; the store writes [2, 3, NaN, 0] (0x80, 0x84, 0xFF, 0x00), #1 reads them
  // back as bytes; #2 loads elements 2..3 through a partition view.
  // MEM: result #0: tile<4xfnv8E5M3FNU> = [1, 0.5, 114688, 8e-06]
  // MEM-NEXT: result #1: tile<4xi8> = [-128, -124, -1, 0]
  // MEM-NEXT: result #2: tile<2xfnv8E5M3FNU> = [nan, 0]
  testing$func @memory() -> (tile<4xfnv8E5M3FNU>, tile<4xi8>, tile<2xfnv8E5M3FNU>) {
    %i4 = iota : tile<4xi32>
    %g = get_global @scales : tile<ptr<fnv8E5M3FNU>>
    %gr = reshape %g : tile<ptr<fnv8E5M3FNU>> -> tile<1xptr<fnv8E5M3FNU>>
    %gb = broadcast %gr : tile<1xptr<fnv8E5M3FNU>> -> tile<4xptr<fnv8E5M3FNU>>
    %p = offset %gb, %i4 : tile<4xptr<fnv8E5M3FNU>>, tile<4xi32> -> tile<4xptr<fnv8E5M3FNU>>
    %v, %t = load_ptr_tko weak %p : tile<4xptr<fnv8E5M3FNU>> -> tile<4xfnv8E5M3FNU>, token
    %new = constant <fnv8E5M3FNU: [2.0, 3.0, 0xFF, 0.0]> : tile<4xfnv8E5M3FNU>
    %t1 = store_ptr_tko weak %p, %new token = %t : tile<4xptr<fnv8E5M3FNU>>, tile<4xfnv8E5M3FNU> -> token
    %tv = make_tensor_view %g, shape = [4], strides = [1] : tensor_view<4xfnv8E5M3FNU, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(2), tensor_view<4xfnv8E5M3FNU, strides=[1]>>
    %c1 = constant <i32: 1> : tile<i32>
    %w, %t2 = load_view_tko weak %pv[%c1] token = %t1 : partition_view<tile=(2), tensor_view<4xfnv8E5M3FNU, strides=[1]>>, tile<i32> -> tile<2xfnv8E5M3FNU>, token
    %v2, %t3 = load_ptr_tko weak %p token = %t2 : tile<4xptr<fnv8E5M3FNU>> -> tile<4xfnv8E5M3FNU>, token
    %bits = bitcast %v2 : tile<4xfnv8E5M3FNU> -> tile<4xi8>
    return %v, %bits, %w : tile<4xfnv8E5M3FNU>, tile<4xi8>, tile<2xfnv8E5M3FNU>
  }

  // d = c + Σ_k (a·sa[i, k/V])·(b·sb[k/V, j]).
  // #0: V = 16, a = 0.5, b = 4: 16·2·(1.5·3) + 16·2·(0.25·65536) + 1 = 144 + 524288 + 1.
  // #1: V = 32, scales 2^-17 and 114688: 32·2·(114688 / 131072) + 1 = 56 + 1.
  // #2: V = 16, row 0 of a sums to 17, sa = 2, sb = [1, 0.5]: [68, 34]; sa = 0xFF (NaN) makes
  //     row 1 NaN.
  // MMA: result #0: tile<1x1xf32> = {{\[}}[524433]]
  // MMA-NEXT: result #1: tile<1x1xf32> = {{\[}}[57]]
  // MMA-NEXT: result #2: tile<2x2xf32> = {{\[}}[68, 34],
  // MMA-NEXT: [nan, nan]]
  testing$func @scaled() -> (tile<1x1xf32>, tile<1x1xf32>, tile<2x2xf32>) {
    %a = constant <f4E2M1FN: 0.5> : tile<1x32xf4E2M1FN>
    %b = constant <f4E2M1FN: 4.0> : tile<32x1xf4E2M1FN>
    %z = constant <f32: [[1.0]]> : tile<1x1xf32>
    %sa = constant <fnv8E5M3FNU: [[1.5, 0.25]]> : tile<1x2xfnv8E5M3FNU>
    %sb = constant <fnv8E5M3FNU: [[3.0], [65536.0]]> : tile<2x1xfnv8E5M3FNU>
    %d0 = mmaf_scaled %a, %b, %z, %sa, %sb : tile<1x32xf4E2M1FN>, tile<32x1xf4E2M1FN>, tile<1x1xf32>, tile<1x2xfnv8E5M3FNU>, tile<2x1xfnv8E5M3FNU>
    %sa1 = constant <fnv8E5M3FNU: [[0x01]]> : tile<1x1xfnv8E5M3FNU>
    %sb1 = constant <fnv8E5M3FNU: [[114688.0]]> : tile<1x1xfnv8E5M3FNU>
    %d1 = mmaf_scaled %a, %b, %z, %sa1, %sb1 : tile<1x32xf4E2M1FN>, tile<32x1xf4E2M1FN>, tile<1x1xf32>, tile<1x1xfnv8E5M3FNU>, tile<1x1xfnv8E5M3FNU>
    %a2 = constant <f4E2M1FN: [[1.0, 2.0, 3.0, 4.0, 6.0, -1.0, 0.5, 1.5, 1.0, 2.0, 3.0, 4.0, 6.0, -1.0, 0.5, 1.5], [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]]> : tile<2x16xf4E2M1FN>
    %b2 = constant <f4E2M1FN: 1.0> : tile<16x2xf4E2M1FN>
    %c2 = constant <f32: 0.0> : tile<2x2xf32>
    %sa2 = constant <fnv8E5M3FNU: [[2.0], [0xFF]]> : tile<2x1xfnv8E5M3FNU>
    %sb2 = constant <fnv8E5M3FNU: [[1.0, 0.5]]> : tile<1x2xfnv8E5M3FNU>
    %d2 = mmaf_scaled %a2, %b2, %c2, %sa2, %sb2 : tile<2x16xf4E2M1FN>, tile<16x2xf4E2M1FN>, tile<2x2xf32>, tile<2x1xfnv8E5M3FNU>, tile<1x2xfnv8E5M3FNU>
    return %d0, %d1, %d2 : tile<1x1xf32>, tile<1x1xf32>, tile<2x2xf32>
  }

  // Buffers of the type: iota gives 0, 1, 2, 3; q = their f32 values, p = 2·p rounded back.
  // ARGS: %p: fnv8E5M3FNU[4] = [0, 2, 4, 6]
  // ARGS-NEXT: %q: f32[4] = [0, 1, 2, 3]
  entry @kernel(%p: tile<ptr<fnv8E5M3FNU>>, %q: tile<ptr<f32>>) {
    %tv = make_tensor_view %p, shape = [4], strides = [1] : tensor_view<4xfnv8E5M3FNU, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(4), tensor_view<4xfnv8E5M3FNU, strides=[1]>>
    %tq = make_tensor_view %q, shape = [4], strides = [1] : tensor_view<4xf32, strides=[1]>
    %pq = make_partition_view %tq : partition_view<tile=(4), tensor_view<4xf32, strides=[1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %w, %t = load_view_tko weak %pv[%c0] : partition_view<tile=(4), tensor_view<4xfnv8E5M3FNU, strides=[1]>>, tile<i32> -> tile<4xfnv8E5M3FNU>, token
    %f = ftof %w : tile<4xfnv8E5M3FNU> -> tile<4xf32>
    %t2 = store_view_tko weak %f, %pq[%c0] : tile<4xf32>, partition_view<tile=(4), tensor_view<4xf32, strides=[1]>>, tile<i32> -> token
    %f2 = addf %f, %f : tile<4xf32>
    %g = ftof %f2 : tile<4xf32> -> tile<4xfnv8E5M3FNU>
    %t3 = store_view_tko weak %g, %pv[%c0] token = %t : tile<4xfnv8E5M3FNU>, partition_view<tile=(4), tensor_view<4xfnv8E5M3FNU, strides=[1]>>, tile<i32> -> token
    return
  }
}
