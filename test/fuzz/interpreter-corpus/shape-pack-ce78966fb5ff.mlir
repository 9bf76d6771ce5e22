cuda_tile.module @m {
  testing$func @pack_bits() -> (tile<2xi8>, tile<1xi8>, tile<2xi8>) {
    %b = constant <i1: [true, false, true, true, false, false, false, false,
                        false, false, false, false, false, false, false, true]> : tile<16xi1>
    %r0 = pack %b : tile<16xi1> -> tile<2xi8>
    %ones = constant <i1: true> : tile<8xi1>
    %r1 = pack %ones : tile<8xi1> -> tile<1xi8>
    %f = constant <f4E2M1FN: [1.0, -0.5, 6.0, 0.0]> : tile<4xf4E2M1FN>
    %r2 = pack %f : tile<4xf4E2M1FN> -> tile<2xi8>
    return %r0, %r1, %r2 : tile<2xi8>, tile<1xi8>, tile<2xi8>
  }
  testing$func @pack_wide() -> (tile<8xi8>, tile<4xi8>, tile<8xi8>, tile<8xi8>, tile<8xi8>,
                                tile<8xi8>, tile<4xi8>) {
    %h = constant <f16: [1.0, -2.0, 0.5, 65504.0]> : tile<4xf16>
    %r0 = pack %h : tile<4xf16> -> tile<8xi8>
    %bf = constant <bf16: [1.0, 0xFF80]> : tile<2xbf16>
    %r1 = pack %bf : tile<2xbf16> -> tile<4xi8>
    %w = constant <i32: [0x04030201, -1]> : tile<2xi32>
    %r2 = pack %w : tile<2xi32> -> tile<8xi8>
    %l = constant <i64: [0x0807060504030201]> : tile<1xi64>
    %r3 = pack %l : tile<1xi64> -> tile<8xi8>
    %d = constant <f64: [1.0]> : tile<1xf64>
    %r4 = pack %d : tile<1xf64> -> tile<8xi8>
    %t = constant <tf32: [1.0, -2.0]> : tile<2xtf32>
    %r5 = pack %t : tile<2xtf32> -> tile<8xi8>
    %s = constant <i16: [0x1234, -2]> : tile<2xi16>
    %r6 = pack %s : tile<2xi16> -> tile<4xi8>
    return %r0, %r1, %r2, %r3, %r4, %r5, %r6
        : tile<8xi8>, tile<4xi8>, tile<8xi8>, tile<8xi8>, tile<8xi8>, tile<8xi8>, tile<4xi8>
  }
  testing$func @unpack_bits() -> (tile<16xi1>, tile<8xi4>, tile<8xf4E2M1FN>) {
    %a = constant <i8: [13, -128]> : tile<2xi8>
    %r0 = unpack %a : tile<2xi8> -> tile<16xi1>
    %b = constant <i8: [0x21, 0x43, 0xFF, 0x80]> : tile<4xi8>
    %r1 = unpack %b : tile<4xi8> -> tile<8xi4>
    %c = constant <i8: [0x92, 0x07, 0xF8, 0xE1]> : tile<4xi8>
    %r2 = unpack %c : tile<4xi8> -> tile<8xf4E2M1FN>
    return %r0, %r1, %r2 : tile<16xi1>, tile<8xi4>, tile<8xf4E2M1FN>
  }
  testing$func @unpack_wide() -> (tile<4xf16>, tile<2xi16>, tile<1xi64>, tile<2xf32>,
                                  tile<2xtf32>) {
    %a = constant <i8: [0, 60, 0, -64, 0, 56, -1, 123]> : tile<8xi8>
    %r0 = unpack %a : tile<8xi8> -> tile<4xf16>
    %b = constant <i8: [0x34, 0x12, 0xFE, 0xFF]> : tile<4xi8>
    %r1 = unpack %b : tile<4xi8> -> tile<2xi16>
    %c = constant <i8: -1> : tile<8xi8>
    %r2 = unpack %c : tile<8xi8> -> tile<1xi64>
    %d = constant <i8: [0x01, 0x00, 0xC0, 0x7F, 0x01, 0x00, 0x00, 0x00]> : tile<8xi8>
    %r3 = unpack %d : tile<8xi8> -> tile<2xf32>
    %e = constant <i8: [0x00, 0x00, 0xA0, 0x3F, 0x00, 0x20, 0x80, 0x3F]> : tile<8xi8>
    %r4 = unpack %e : tile<8xi8> -> tile<2xtf32>
    return %r0, %r1, %r2, %r3, %r4
        : tile<4xf16>, tile<2xi16>, tile<1xi64>, tile<2xf32>, tile<2xtf32>
  }
  testing$func @round_trips() -> (tile<8xi8>, tile<tf32>, tile<4xi8>) {
    %b = constant <i8: [0x01, 0x00, 0xC0, 0x7F, 0x01, 0x00, 0x80, 0x3F]> : tile<8xi8>
    %f = unpack %b : tile<8xi8> -> tile<2xf32>
    %r0 = pack %f : tile<2xf32> -> tile<8xi8>
    %tb = constant <i8: [0x01, 0x00, 0x80, 0x3F]> : tile<4xi8>
    %t = unpack %tb : tile<4xi8> -> tile<1xtf32>
    %r1 = reshape %t : tile<1xtf32> -> tile<tf32>
    %n = constant <i8: [0x21, 0x43, 0xFF, 0x80]> : tile<4xi8>
    %i = unpack %n : tile<4xi8> -> tile<8xi4>
    %r2 = pack %i : tile<8xi4> -> tile<4xi8>
    return %r0, %r1, %r2 : tile<8xi8>, tile<tf32>, tile<4xi8>
  }
}
