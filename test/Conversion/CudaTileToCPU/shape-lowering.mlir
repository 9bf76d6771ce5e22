// Shape ops on the CPU: loops over buffers computing each result element's source from the
// static shapes; reshape reuses its source's buffer; checked-mode errors call helpers.
// RUN: tilec-opt --convert-cuda-tile-to-cpu %s | FileCheck %s
// Cases the interpreter tests do not cover, compared with the interpreter:
// RUN: tilec run --compare-interpreter %s --entry gathers | FileCheck %s --check-prefix=GATHER
// RUN: tilec run --compare-interpreter %s --entry extract_dynamic --arg 1 --arg 0 --arg 1 \
// RUN:   | FileCheck %s --check-prefix=EXTRACT
// RUN: not tilec run --compare-interpreter %s --entry extract_dynamic --arg 1 --arg 2 --arg 0 2>&1 \
// RUN:   | FileCheck %s --check-prefix=PAST
// RUN: tilec run --compare-interpreter %s --entry extract_dynamic --arg 1 --arg 3 --arg 5 \
// RUN:   --unchecked | FileCheck %s --check-prefix=WRAP
// RUN: tilec run --compare-interpreter %s --entry packing | FileCheck %s --check-prefix=PACK
// RUN: tilec run --compare-interpreter %s --entry scalars --arg true | FileCheck %s --check-prefix=SCALAR

// CHECK-LABEL: func.func @iota_reshape
// CHECK: scf.for %[[I:.*]] =
// CHECK: %[[E:.*]] = arith.index_castui %[[I]] : index to i16
// CHECK: memref.store %[[E]], %[[BUF:.*]][%[[I]]]
// The reshaped tile is the iota's buffer, returned without a copy loop.
// CHECK-NOT: scf.for
// CHECK: return

// CHECK-LABEL: func.func @extract_dynamic
// CHECK: arith.cmpi ult
// CHECK: scf.if
// CHECK: call @tilec_rt_extract_out_of_range
// CHECK: arith.remui

// CHECK-LABEL: func.func @pack_bits
// CHECK: scf.for
// CHECK: arith.extui {{.*}} : i1 to i8
// CHECK: arith.shli
// CHECK: arith.ori

// CHECK-LABEL: func.func @offset_f4
// CHECK: scf.if
// CHECK: call @tilec_rt_offset_odd_f4
// CHECK: arith.shrsi

// GATHER: result #0: tile<2x2x4xi32> = {{\[\[\[}}0, 1, 2, 3],
// GATHER-NEXT: [0, 1, 2, 3]],
// GATHER-EMPTY:
// GATHER-NEXT: {{\[\[}}4, 5, 6, 7],
// GATHER-NEXT: [4, 5, 6, 7]]]
// permute [2, 0, 1] of a 2x2x4 iota: r[i][j][k] = x[j][k][i].
// GATHER-NEXT: result #1: tile<4x2x2xi32> = {{\[\[\[}}0, 4],
// GATHER-NEXT: [8, 12]],
// GATHER-EMPTY:
// GATHER-NEXT: {{\[\[}}1, 5],
// GATHER-NEXT: [9, 13]],
// GATHER-EMPTY:
// GATHER-NEXT: {{\[\[}}2, 6],
// GATHER-NEXT: [10, 14]],
// GATHER-EMPTY:
// GATHER-NEXT: {{\[\[}}3, 7],
// GATHER-NEXT: [11, 15]]]
// cat along the last dimension of 2x1x2 and 2x1x2 f16 tiles.
// GATHER-NEXT: result #2: tile<2x1x4xf16> = {{\[\[\[}}1, 2, 5, 6]],
// GATHER-EMPTY:
// GATHER-NEXT: {{\[\[}}3, 4, 7, 8]]]

// Slice (1, 0, 1) of size 2x2x2 of a 4x4x4 iota: elements 32 + 0 + 2 + ...
// EXTRACT: result #0: tile<2x2x2xi32> = {{\[\[\[}}34, 35],
// EXTRACT-NEXT: [38, 39]],
// EXTRACT-EMPTY:
// EXTRACT-NEXT: {{\[\[}}50, 51],
// EXTRACT-NEXT: [54, 55]]]
// PAST: error: extract: index 2 in dimension 1 selects a slice that does not exist (2 slices of size 2)
// Unchecked, 3 % 2 = 1 and 5 % 2 = 1: slice (1, 1, 1).
// WRAP: result #0: tile<2x2x2xi32> = {{\[\[\[}}42, 43],
// WRAP-NEXT: [46, 47]],
// WRAP-EMPTY:
// WRAP-NEXT: {{\[\[}}58, 59],
// WRAP-NEXT: [62, 63]]]

// 0x7F, 0x08 unpack to i4 -1, 7, -8, 0 (low nibble first) and pack back; bf16 bytes; i1 round trip.
// PACK: result #0: tile<2xi8> = [127, 8]
// PACK-NEXT: result #1: tile<4xi4> = [-1, 7, -8, 0]
// PACK-NEXT: result #2: tile<2xbf16> = [1, -2]
// PACK-NEXT: result #3: tile<8xi1> = [false, true, true, false, false, false, false, true]

// SCALAR: result #0: tile<f64> = 2.5
// SCALAR-NEXT: result #1: tile<1x1xf64> = {{\[\[}}2.5]]
// SCALAR-NEXT: result #2: tile<f64> = 2.5

cuda_tile.module @m {
  testing$func @iota_reshape() -> tile<2x4xi16> {
    %i = iota : tile<8xi16>
    %r = reshape %i : tile<8xi16> -> tile<2x4xi16>
    return %r : tile<2x4xi16>
  }

  testing$func @gathers() -> (tile<2x2x4xi32>, tile<4x2x2xi32>, tile<2x1x4xf16>) {
    %i = iota : tile<8xi32>
    %r = reshape %i : tile<8xi32> -> tile<2x1x4xi32>
    %b = broadcast %r : tile<2x1x4xi32> -> tile<2x2x4xi32>
    %j = iota : tile<16xi32>
    %s = reshape %j : tile<16xi32> -> tile<2x2x4xi32>
    %p = permute %s [2, 0, 1] : tile<2x2x4xi32> -> tile<4x2x2xi32>
    %l = constant <f16: [[[1.0, 2.0]], [[3.0, 4.0]]]> : tile<2x1x2xf16>
    %h = constant <f16: [[[5.0, 6.0]], [[7.0, 8.0]]]> : tile<2x1x2xf16>
    %c = cat %l, %h dim = 2 : tile<2x1x2xf16>, tile<2x1x2xf16> -> tile<2x1x4xf16>
    return %b, %p, %c : tile<2x2x4xi32>, tile<4x2x2xi32>, tile<2x1x4xf16>
  }

  testing$func @extract_dynamic(%a: tile<i32>, %b: tile<i32>, %c: tile<i32>) -> tile<2x2x2xi32> {
    %i = iota : tile<64xi32>
    %x = reshape %i : tile<64xi32> -> tile<4x4x4xi32>
    %s = extract %x[%a, %b, %c] : tile<4x4x4xi32> -> tile<2x2x2xi32>
    return %s : tile<2x2x2xi32>
  }

  testing$func @pack_bits(%b: tile<16xi1>) -> tile<2xi8> {
    %r = pack %b : tile<16xi1> -> tile<2xi8>
    return %r : tile<2xi8>
  }

  testing$func @offset_f4(%p: tile<4xptr<f4E2M1FN>>, %o: tile<4xi32>) -> tile<4xptr<f4E2M1FN>> {
    %r = offset %p, %o : tile<4xptr<f4E2M1FN>>, tile<4xi32> -> tile<4xptr<f4E2M1FN>>
    return %r : tile<4xptr<f4E2M1FN>>
  }

  testing$func @packing() -> (tile<2xi8>, tile<4xi4>, tile<2xbf16>, tile<8xi1>) {
    %bytes = constant <i8: [127, 8]> : tile<2xi8>
    %u = unpack %bytes : tile<2xi8> -> tile<4xi4>
    %p = pack %u : tile<4xi4> -> tile<2xi8>
    %f = constant <bf16: [1.0, -2.0]> : tile<2xbf16>
    %fb = pack %f : tile<2xbf16> -> tile<4xi8>
    %fu = unpack %fb : tile<4xi8> -> tile<2xbf16>
    %bits = constant <i1: [false, true, true, false, false, false, false, true]> : tile<8xi1>
    %bp = pack %bits : tile<8xi1> -> tile<1xi8>
    %bu = unpack %bp : tile<1xi8> -> tile<8xi1>
    return %p, %u, %fu, %bu : tile<2xi8>, tile<4xi4>, tile<2xbf16>, tile<8xi1>
  }

  testing$func @scalars(%c: tile<i1>) -> (tile<f64>, tile<1x1xf64>, tile<f64>) {
    %zero = constant <i32: 0> : tile<i32>
    %a = constant <f64: 2.5> : tile<f64>
    %b = constant <f64: -1.0> : tile<f64>
    %s = select %c, %a, %b : tile<i1>, tile<f64>
    %r = reshape %s : tile<f64> -> tile<1x1xf64>
    %e = extract %r[%zero, %zero] : tile<1x1xf64> -> tile<1x1xf64>
    %back = reshape %e : tile<1x1xf64> -> tile<f64>
    return %s, %r, %back : tile<f64>, tile<1x1xf64>, tile<f64>
  }
}
