// global / get_global: interpreter-owned storage created on first use and kept for the
// interpreter's lifetime, laid out densely in memory order, initialised from the literal,
// aligned as asked, read-only when `constant`.
// RUN: tilec run %s --entry read_back | FileCheck %s --check-prefix=READ
// RUN: tilec run %s --entry read_packed | FileCheck %s --check-prefix=PACKED
// RUN: tilec run %s --entry addresses | FileCheck %s --check-prefix=ADDR
// RUN: tilec run %s --entry shared_by_blocks --grid 3 --threads 1 --arg zeros:i32:4 --print \
// RUN:   | FileCheck %s --check-prefix=SHARED
// RUN: not tilec run %s --entry write_constant 2>&1 | FileCheck %s --check-prefix=CONST
// RUN: not tilec run %s --entry read_past_end 2>&1 | FileCheck %s --check-prefix=PAST

cuda_tile.module @m {
  global private constant @lut alignment = 64 <i32: [1, 2, 4, 8]> : tile<4xi32>
  global @bytes <i8: [-128, 127]> : tile<2xi8>
  global @flags <i1: [true, false, true, true]> : tile<4xi1>
  global constant @halves <f16: [0.5, -65504.0]> : tile<2xf16>
  global constant @tf <tf32: [1.5, -0.0]> : tile<2xtf32>
  global constant @e4m3 <f8E4M3FN: [448.0, -0.001953125]> : tile<2xf8E4M3FN>
  global constant @wide alignment = 4096 <f64: [0.1]> : tile<1xf64>
  global constant @twelve alignment = 12 <i16: [7, 9]> : tile<2xi16>
  global @counter <i32: [0]> : tile<1xi32>
  global constant @nibbles <f4E2M1FN: [1.0, -0.5, 6.0, 0.0, -6.0, 0.5, 3.0, -0.0]>
      : tile<8xf4E2M1FN>

  // READ: result #0: tile<4xi32> = [1, 2, 4, 8]
  // READ-NEXT: result #1: tile<2xi8> = [-128, 127]
  // READ-NEXT: result #2: tile<4xi1> = [true, false, true, true]
  // READ-NEXT: result #3: tile<2xf16> = [0.5, -65504]
  // READ-NEXT: result #4: tile<2xtf32> = [1.5, -0]
  // READ-NEXT: result #5: tile<2xf8E4M3FN> = [448, -0.002]
  // READ-NEXT: result #6: tile<f64> = 0.1
  // READ-NEXT: result #7: tile<2xi16> = [7, 9]
  testing$func @read_back() -> (tile<4xi32>, tile<2xi8>, tile<4xi1>, tile<2xf16>, tile<2xtf32>,
                                tile<2xf8E4M3FN>, tile<f64>, tile<2xi16>) {
    %i4 = iota : tile<4xi32>
    %i2 = iota : tile<2xi32>

    %g0 = get_global @lut : tile<ptr<i32>>
    %g0r = reshape %g0 : tile<ptr<i32>> -> tile<1xptr<i32>>
    %g0b = broadcast %g0r : tile<1xptr<i32>> -> tile<4xptr<i32>>
    %p0 = offset %g0b, %i4 : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    %v0, %t0 = load_ptr_tko weak %p0 : tile<4xptr<i32>> -> tile<4xi32>, token

    %g1 = get_global @bytes : tile<ptr<i8>>
    %g1r = reshape %g1 : tile<ptr<i8>> -> tile<1xptr<i8>>
    %g1b = broadcast %g1r : tile<1xptr<i8>> -> tile<2xptr<i8>>
    %p1 = offset %g1b, %i2 : tile<2xptr<i8>>, tile<2xi32> -> tile<2xptr<i8>>
    %v1, %t1 = load_ptr_tko weak %p1 : tile<2xptr<i8>> -> tile<2xi8>, token

    %g2 = get_global @flags : tile<ptr<i1>>
    %g2r = reshape %g2 : tile<ptr<i1>> -> tile<1xptr<i1>>
    %g2b = broadcast %g2r : tile<1xptr<i1>> -> tile<4xptr<i1>>
    %p2 = offset %g2b, %i4 : tile<4xptr<i1>>, tile<4xi32> -> tile<4xptr<i1>>
    %v2, %t2 = load_ptr_tko weak %p2 : tile<4xptr<i1>> -> tile<4xi1>, token

    %g3 = get_global @halves : tile<ptr<f16>>
    %g3r = reshape %g3 : tile<ptr<f16>> -> tile<1xptr<f16>>
    %g3b = broadcast %g3r : tile<1xptr<f16>> -> tile<2xptr<f16>>
    %p3 = offset %g3b, %i2 : tile<2xptr<f16>>, tile<2xi32> -> tile<2xptr<f16>>
    %v3, %t3 = load_ptr_tko weak %p3 : tile<2xptr<f16>> -> tile<2xf16>, token

    %g4 = get_global @tf : tile<ptr<tf32>>
    %g4r = reshape %g4 : tile<ptr<tf32>> -> tile<1xptr<tf32>>
    %g4b = broadcast %g4r : tile<1xptr<tf32>> -> tile<2xptr<tf32>>
    %p4 = offset %g4b, %i2 : tile<2xptr<tf32>>, tile<2xi32> -> tile<2xptr<tf32>>
    %v4, %t4 = load_ptr_tko weak %p4 : tile<2xptr<tf32>> -> tile<2xtf32>, token

    %g5 = get_global @e4m3 : tile<ptr<f8E4M3FN>>
    %g5r = reshape %g5 : tile<ptr<f8E4M3FN>> -> tile<1xptr<f8E4M3FN>>
    %g5b = broadcast %g5r : tile<1xptr<f8E4M3FN>> -> tile<2xptr<f8E4M3FN>>
    %p5 = offset %g5b, %i2 : tile<2xptr<f8E4M3FN>>, tile<2xi32> -> tile<2xptr<f8E4M3FN>>
    %v5, %t5 = load_ptr_tko weak %p5 : tile<2xptr<f8E4M3FN>> -> tile<2xf8E4M3FN>, token

    %g6 = get_global @wide : tile<ptr<f64>>
    %v6, %t6 = load_ptr_tko weak %g6 : tile<ptr<f64>> -> tile<f64>, token

    %g7 = get_global @twelve : tile<ptr<i16>>
    %g7r = reshape %g7 : tile<ptr<i16>> -> tile<1xptr<i16>>
    %g7b = broadcast %g7r : tile<1xptr<i16>> -> tile<2xptr<i16>>
    %p7 = offset %g7b, %i2 : tile<2xptr<i16>>, tile<2xi32> -> tile<2xptr<i16>>
    %v7, %t7 = load_ptr_tko weak %p7 : tile<2xptr<i16>> -> tile<2xi16>, token

    return %v0, %v1, %v2, %v3, %v4, %v5, %v6, %v7
        : tile<4xi32>, tile<2xi8>, tile<4xi1>, tile<2xf16>, tile<2xtf32>, tile<2xf8E4M3FN>,
          tile<f64>, tile<2xi16>
  }

  // f4E2M1FN globals hold two elements per byte, element 2k in the low nibble (§2.4); a view
  // reads them back (pointers cannot address single f4 elements).
  // PACKED: result #0: tile<8xf4E2M1FN> = [1, -0.5, 6, 0, -6, 0.5, 3, -0]
  testing$func @read_packed() -> tile<8xf4E2M1FN> {
    %g = get_global @nibbles : tile<ptr<f4E2M1FN>>
    %tv = make_tensor_view %g, shape = [8], strides = [1]
        : tensor_view<8xf4E2M1FN, strides=[1]>
    %pv = make_partition_view %tv
        : partition_view<tile=(8), tensor_view<8xf4E2M1FN, strides=[1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %v, %t = load_view_tko weak %pv[%c0]
        : partition_view<tile=(8), tensor_view<8xf4E2M1FN, strides=[1]>>, tile<i32>
          -> tile<8xf4E2M1FN>, token
    return %v : tile<8xf4E2M1FN>
  }

  // The same global has one address; different globals have different ones.
  // ADDR: result #0: tile<ptr<i32>> = 0x[[#%.16x,LUT:]]
  // ADDR-NEXT: result #1: tile<ptr<i32>> = 0x[[#%.16x,LUT]]
  // ADDR-NOT: result #2: tile<ptr<i32>> = 0x[[#%.16x,LUT]]
  // alignment = 64: the address is a multiple of 0x40.
  // ADDR: result #3: tile<ptr<i32>> = 0x{{[0-9a-f]{14}[048c]0$}}
  // alignment = 4096: a multiple of 0x1000.
  // ADDR-NEXT: result #4: tile<ptr<f64>> = 0x{{[0-9a-f]{13}000$}}
  testing$func @addresses() -> (tile<ptr<i32>>, tile<ptr<i32>>, tile<ptr<i32>>, tile<ptr<i32>>,
                                tile<ptr<f64>>) {
    %a = get_global @lut : tile<ptr<i32>>
    %b = get_global @lut : tile<ptr<i32>>
    %c = get_global @counter : tile<ptr<i32>>
    %w = get_global @wide : tile<ptr<f64>>
    return %a, %b, %c, %a, %w
        : tile<ptr<i32>>, tile<ptr<i32>>, tile<ptr<i32>>, tile<ptr<i32>>, tile<ptr<f64>>
  }

  // Every tile block sees the same storage: each adds 1 to @counter and records the value it
  // found. The interpreter runs blocks in order, so block x finds x (any order is valid; one
  // thread runs compiled blocks in the same order).
  // SHARED: %out: i32[4] = [0, 1, 2, 0]
  entry @shared_by_blocks(%out: tile<ptr<i32>>) {
    %x, %y, %z = get_tile_block_id : tile<i32>
    %c = get_global @counter : tile<ptr<i32>>
    %one = constant <i32: 1> : tile<i32>
    %old, %t0 = atomic_rmw_tko relaxed device %c, add, %one
        : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    %slot = offset %out, %x : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %t1 = store_ptr_tko weak %slot, %old : tile<ptr<i32>>, tile<i32> -> token
    return
  }

  // CONST: error: {{.*}}write to read-only global @lut
  testing$func @write_constant() {
    %g = get_global @lut : tile<ptr<i32>>
    %v = constant <i32: 3> : tile<i32>
    %t = store_ptr_tko weak %g, %v : tile<ptr<i32>>, tile<i32> -> token
    return
  }

  // The storage is exactly the global's 16 bytes, even with the alignment slack around it.
  // PAST: error: {{.*}}read of 4 bytes at 0x{{[0-9a-f]+}} is out of bounds of global @lut (byte offset 16, size 16)
  testing$func @read_past_end() -> tile<i32> {
    %g = get_global @lut : tile<ptr<i32>>
    %four = constant <i32: 4> : tile<i32>
    %p = offset %g, %four : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %v, %t = load_ptr_tko weak %p : tile<ptr<i32>> -> tile<i32>, token
    return %v : tile<i32>
  }
}
