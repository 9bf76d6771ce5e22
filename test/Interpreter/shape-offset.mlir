// offset: q = p + sext(o) * sizeof(E) bytes, with sizeof counting the storage size (i1 1 byte,
// tf32 4 bytes); f4E2M1FN elements are half a byte, so only even offsets address a byte
// (§2.4 [U]). Signed overflow of the product or unsigned overflow of the sum leaves the result
// undefined (§1.5), which is not UB: no error in either mode, the sum is taken modulo 2^64.
// Buffers are host addresses, so the checks capture the base address and compute the expected
// ones.
// RUN: tilec run %s --entry sizes --arg zeros:f32:4 --arg zeros:f16:4 --arg zeros:f64:4 \
// RUN:   --arg zeros:i1:4 --arg zeros:tf32:4 --arg zeros:f8E4M3FN:4 --arg zeros:i64:4 \
// RUN:   | FileCheck %s --check-prefix=SIZES
// RUN: tilec run %s --entry signed_offsets --arg zeros:f32:4 | FileCheck %s --check-prefix=SIGNED
// RUN: tilec run %s --entry packed --arg zeros:f4E2M1FN:16 | FileCheck %s --check-prefix=PACKED
// RUN: not tilec run %s --entry packed_dynamic --arg zeros:f4E2M1FN:16 --arg 3 --arg -3 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ODD
// RUN: tilec run %s --entry packed_dynamic --arg zeros:f4E2M1FN:16 --arg 3 --arg -3 \
// RUN:   --unchecked \
// RUN:   | FileCheck %s --check-prefix=ODD-UNCHECKED
// 2^60 elements of 8 bytes: the product 2^63 overflows i64.
// RUN: tilec run %s --entry wide --arg zeros:i64:4 --arg 1152921504606846976 \
// RUN:   | FileCheck %s --check-prefix=PRODUCT
// RUN: tilec run %s --entry wide --arg zeros:i64:4 --arg 1152921504606846976 --unchecked \
// RUN:   | FileCheck %s --check-prefix=PRODUCT
// A host address is far below 2^62, so going back 2^62 bytes leaves the address space; going
// forward again by as much returns to the buffer.
// RUN: tilec run %s --entry bytes --arg zeros:i8:4 --arg -4611686018427387904 \
// RUN:   | FileCheck %s --check-prefix=BELOW
// Twice 2^63 - 1 bytes forward passes 2^64 (the first step alone does not) and lands 2 bytes
// before the buffer.
// RUN: tilec run %s --entry twice --arg zeros:i8:4 --arg 9223372036854775807 \
// RUN:   | FileCheck %s --check-prefix=ABOVE
// Undefined pointers are harmless where they are not used: a masked gather whose masked-off
// lanes hold garbage i64 indices (here -2^62, whose byte offset overflows) loads the other lanes.
// RUN: tilec run %s --entry masked_gather --arg iota:f32:4 | FileCheck %s --check-prefix=MASKED
// MASKED: result #0: tile<4xf32> = [1, 0, 3, 0]

cuda_tile.module @m {
  // Offsets [0, 1, -1, 3] on every pointee size.
  // SIZES: result #0: tile<4xptr<f32>> = [0x[[#%.16x,F32:]]
  // SIZES-SAME: , 0x[[#%.16x,F32+4]], 0x[[#%.16x,F32-4]], 0x[[#%.16x,F32+12]]]
  // SIZES-NEXT: result #1: tile<4xptr<f16>> = [0x[[#%.16x,F16:]]
  // SIZES-SAME: , 0x[[#%.16x,F16+2]], 0x[[#%.16x,F16-2]], 0x[[#%.16x,F16+6]]]
  // SIZES-NEXT: result #2: tile<4xptr<f64>> = [0x[[#%.16x,F64:]]
  // SIZES-SAME: , 0x[[#%.16x,F64+8]], 0x[[#%.16x,F64-8]], 0x[[#%.16x,F64+24]]]
  // SIZES-NEXT: result #3: tile<4xptr<i1>> = [0x[[#%.16x,I1:]]
  // SIZES-SAME: , 0x[[#%.16x,I1+1]], 0x[[#%.16x,I1-1]], 0x[[#%.16x,I1+3]]]
  // SIZES-NEXT: result #4: tile<4xptr<tf32>> = [0x[[#%.16x,TF32:]]
  // SIZES-SAME: , 0x[[#%.16x,TF32+4]], 0x[[#%.16x,TF32-4]], 0x[[#%.16x,TF32+12]]]
  // SIZES-NEXT: result #5: tile<4xptr<f8E4M3FN>> = [0x[[#%.16x,F8:]]
  // SIZES-SAME: , 0x[[#%.16x,F8+1]], 0x[[#%.16x,F8-1]], 0x[[#%.16x,F8+3]]]
  // SIZES-NEXT: result #6: tile<4xptr<i64>> = [0x[[#%.16x,I64:]]
  // SIZES-SAME: , 0x[[#%.16x,I64+8]], 0x[[#%.16x,I64-8]], 0x[[#%.16x,I64+24]]]
  testing$func @sizes(%f32: tile<ptr<f32>>, %f16: tile<ptr<f16>>, %f64: tile<ptr<f64>>,
                      %i1: tile<ptr<i1>>, %tf32: tile<ptr<tf32>>, %f8: tile<ptr<f8E4M3FN>>,
                      %i64: tile<ptr<i64>>)
      -> (tile<4xptr<f32>>, tile<4xptr<f16>>, tile<4xptr<f64>>, tile<4xptr<i1>>,
          tile<4xptr<tf32>>, tile<4xptr<f8E4M3FN>>, tile<4xptr<i64>>) {
    %o = constant <i32: [0, 1, -1, 3]> : tile<4xi32>
    %a1 = reshape %f32 : tile<ptr<f32>> -> tile<1xptr<f32>>
    %a4 = broadcast %a1 : tile<1xptr<f32>> -> tile<4xptr<f32>>
    %a = offset %a4, %o : tile<4xptr<f32>>, tile<4xi32> -> tile<4xptr<f32>>
    %b1 = reshape %f16 : tile<ptr<f16>> -> tile<1xptr<f16>>
    %b4 = broadcast %b1 : tile<1xptr<f16>> -> tile<4xptr<f16>>
    %b = offset %b4, %o : tile<4xptr<f16>>, tile<4xi32> -> tile<4xptr<f16>>
    %c1 = reshape %f64 : tile<ptr<f64>> -> tile<1xptr<f64>>
    %c4 = broadcast %c1 : tile<1xptr<f64>> -> tile<4xptr<f64>>
    %c = offset %c4, %o : tile<4xptr<f64>>, tile<4xi32> -> tile<4xptr<f64>>
    %d1 = reshape %i1 : tile<ptr<i1>> -> tile<1xptr<i1>>
    %d4 = broadcast %d1 : tile<1xptr<i1>> -> tile<4xptr<i1>>
    %d = offset %d4, %o : tile<4xptr<i1>>, tile<4xi32> -> tile<4xptr<i1>>
    %e1 = reshape %tf32 : tile<ptr<tf32>> -> tile<1xptr<tf32>>
    %e4 = broadcast %e1 : tile<1xptr<tf32>> -> tile<4xptr<tf32>>
    %e = offset %e4, %o : tile<4xptr<tf32>>, tile<4xi32> -> tile<4xptr<tf32>>
    %f1 = reshape %f8 : tile<ptr<f8E4M3FN>> -> tile<1xptr<f8E4M3FN>>
    %f4 = broadcast %f1 : tile<1xptr<f8E4M3FN>> -> tile<4xptr<f8E4M3FN>>
    %f = offset %f4, %o : tile<4xptr<f8E4M3FN>>, tile<4xi32> -> tile<4xptr<f8E4M3FN>>
    %g1 = reshape %i64 : tile<ptr<i64>> -> tile<1xptr<i64>>
    %g4 = broadcast %g1 : tile<1xptr<i64>> -> tile<4xptr<i64>>
    %g = offset %g4, %o : tile<4xptr<i64>>, tile<4xi32> -> tile<4xptr<i64>>
    return %a, %b, %c, %d, %e, %f, %g
        : tile<4xptr<f32>>, tile<4xptr<f16>>, tile<4xptr<f64>>, tile<4xptr<i1>>,
          tile<4xptr<tf32>>, tile<4xptr<f8E4M3FN>>, tile<4xptr<i64>>
  }

  // The offset is sign-extended from its own width: i1 true is -1, i8 0x80 is -128.
  // SIGNED: result #0: tile<ptr<f32>> = 0x[[#%.16x,P:]]
  // SIGNED-NEXT: result #1: tile<2xptr<f32>> = [0x[[#%.16x,P-4]], 0x[[#%.16x,P]]]
  // SIGNED-NEXT: result #2: tile<2xptr<f32>> = [0x[[#%.16x,P-512]], 0x[[#%.16x,P+508]]]
  // SIGNED-NEXT: result #3: tile<2xptr<f32>> = [0x[[#%.16x,P-131072]], 0x[[#%.16x,P+131068]]]
  // SIGNED-NEXT: result #4: tile<2xptr<f32>> = [0x[[#%.16x,P-4]], 0x[[#%.16x,P+40]]]
  testing$func @signed_offsets(%p: tile<ptr<f32>>)
      -> (tile<ptr<f32>>, tile<2xptr<f32>>, tile<2xptr<f32>>, tile<2xptr<f32>>,
          tile<2xptr<f32>>) {
    %p1 = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
    %p2 = broadcast %p1 : tile<1xptr<f32>> -> tile<2xptr<f32>>
    %o1 = constant <i1: [true, false]> : tile<2xi1>
    %a = offset %p2, %o1 : tile<2xptr<f32>>, tile<2xi1> -> tile<2xptr<f32>>
    %o8 = constant <i8: [0x80, 127]> : tile<2xi8>
    %b = offset %p2, %o8 : tile<2xptr<f32>>, tile<2xi8> -> tile<2xptr<f32>>
    %o16 = constant <i16: [-32768, 32767]> : tile<2xi16>
    %c = offset %p2, %o16 : tile<2xptr<f32>>, tile<2xi16> -> tile<2xptr<f32>>
    %o64 = constant <i64: [-1, 10]> : tile<2xi64>
    %d = offset %p2, %o64 : tile<2xptr<f32>>, tile<2xi64> -> tile<2xptr<f32>>
    return %p, %a, %b, %c, %d
        : tile<ptr<f32>>, tile<2xptr<f32>>, tile<2xptr<f32>>, tile<2xptr<f32>>,
          tile<2xptr<f32>>
  }

  // Two f4E2M1FN elements per byte: even offsets move by half as many bytes.
  // PACKED: result #0: tile<4xptr<f4E2M1FN>> = [0x[[#%.16x,Q:]]
  // PACKED-SAME: , 0x[[#%.16x,Q+1]], 0x[[#%.16x,Q-1]], 0x[[#%.16x,Q+4]]]
  testing$func @packed(%q: tile<ptr<f4E2M1FN>>) -> tile<4xptr<f4E2M1FN>> {
    %q1 = reshape %q : tile<ptr<f4E2M1FN>> -> tile<1xptr<f4E2M1FN>>
    %q4 = broadcast %q1 : tile<1xptr<f4E2M1FN>> -> tile<4xptr<f4E2M1FN>>
    %o = constant <i32: [0, 2, -2, 8]> : tile<4xi32>
    %r = offset %q4, %o : tile<4xptr<f4E2M1FN>>, tile<4xi32> -> tile<4xptr<f4E2M1FN>>
    return %r : tile<4xptr<f4E2M1FN>>
  }

  // ODD: error: offset: odd element offset 3 into packed f4E2M1FN memory at element [] does not address a byte (in tile block (0, 0, 0))
  // Unchecked, an odd offset rounds down to whole bytes: 3 -> 1 byte, -3 -> -2 bytes.
  // ODD-UNCHECKED: result #0: tile<ptr<f4E2M1FN>> = 0x[[#%.16x,Q:]]
  // ODD-UNCHECKED-NEXT: result #1: tile<ptr<f4E2M1FN>> = 0x[[#%.16x,Q+1]]
  // ODD-UNCHECKED-NEXT: result #2: tile<ptr<f4E2M1FN>> = 0x[[#%.16x,Q-2]]
  testing$func @packed_dynamic(%q: tile<ptr<f4E2M1FN>>, %o: tile<i32>, %n: tile<i32>)
      -> (tile<ptr<f4E2M1FN>>, tile<ptr<f4E2M1FN>>, tile<ptr<f4E2M1FN>>) {
    %r = offset %q, %o : tile<ptr<f4E2M1FN>>, tile<i32> -> tile<ptr<f4E2M1FN>>
    %s = offset %q, %n : tile<ptr<f4E2M1FN>>, tile<i32> -> tile<ptr<f4E2M1FN>>
    return %q, %r, %s : tile<ptr<f4E2M1FN>>, tile<ptr<f4E2M1FN>>, tile<ptr<f4E2M1FN>>
  }

  // Unchecked or not: 2^60 * 8 = 2^63 bytes modulo 2^64.
  // PRODUCT: result #0: tile<2xptr<i64>> = [0x[[#%.16x,P:]]
  // PRODUCT-SAME: , 0x[[#%.16x,P+9223372036854775808]]]
  testing$func @wide(%p: tile<ptr<i64>>, %o: tile<i64>) -> tile<2xptr<i64>> {
    %p1 = reshape %p : tile<ptr<i64>> -> tile<1xptr<i64>>
    %p2 = broadcast %p1 : tile<1xptr<i64>> -> tile<2xptr<i64>>
    %o1 = reshape %o : tile<i64> -> tile<1xi64>
    %zero = constant <i64: [0]> : tile<1xi64>
    %o2 = cat %zero, %o1 dim = 0 : tile<1xi64>, tile<1xi64> -> tile<2xi64>
    %r = offset %p2, %o2 : tile<2xptr<i64>>, tile<2xi64> -> tile<2xptr<i64>>
    return %r : tile<2xptr<i64>>
  }

  // BELOW: result #0: tile<ptr<i8>> = 0x[[#%.16x,B:]]
  // BELOW-NEXT: result #1: tile<ptr<i8>> = 0x{{[0-9a-f]+}}
  // BELOW-NEXT: result #2: tile<ptr<i8>> = 0x[[#%.16x,B]]
  testing$func @bytes(%p: tile<ptr<i8>>, %o: tile<i64>)
      -> (tile<ptr<i8>>, tile<ptr<i8>>, tile<ptr<i8>>) {
    %r = offset %p, %o : tile<ptr<i8>>, tile<i64> -> tile<ptr<i8>>
    %n = negi %o : tile<i64>
    %back = offset %r, %n : tile<ptr<i8>>, tile<i64> -> tile<ptr<i8>>
    return %p, %r, %back : tile<ptr<i8>>, tile<ptr<i8>>, tile<ptr<i8>>
  }

  // ABOVE: result #0: tile<ptr<i8>> = 0x[[#%.16x,A:]]
  // ABOVE-NEXT: result #1: tile<ptr<i8>> = 0x[[#%.16x,A-2]]
  testing$func @twice(%p: tile<ptr<i8>>, %o: tile<i64>) -> (tile<ptr<i8>>, tile<ptr<i8>>) {
    %once = offset %p, %o : tile<ptr<i8>>, tile<i64> -> tile<ptr<i8>>
    %twice = offset %once, %o : tile<ptr<i8>>, tile<i64> -> tile<ptr<i8>>
    return %p, %twice : tile<ptr<i8>>, tile<ptr<i8>>
  }

  // Lanes 0 and 2 gather elements 1 and 3; lanes 1 and 3 are masked off with the index -2^62.
  testing$func @masked_gather(%base: tile<ptr<f32>>) -> tile<4xf32> {
    %b1 = reshape %base : tile<ptr<f32>> -> tile<1xptr<f32>>
    %b4 = broadcast %b1 : tile<1xptr<f32>> -> tile<4xptr<f32>>
    %idx = constant <i64: [1, -4611686018427387904, 3, -4611686018427387904]> : tile<4xi64>
    %ptrs = offset %b4, %idx : tile<4xptr<f32>>, tile<4xi64> -> tile<4xptr<f32>>
    %mask = constant <i1: [true, false, true, false]> : tile<4xi1>
    %zero = constant <f32: 0.0> : tile<4xf32>
    %v, %t = load_ptr_tko weak %ptrs, %mask, %zero
        : tile<4xptr<f32>>, tile<4xi1>, tile<4xf32> -> tile<4xf32>, token
    return %v : tile<4xf32>
  }
}
