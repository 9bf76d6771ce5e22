// addi, subi, muli (tile-ir-ops.md §3.2): two's-complement wrap-around modulo 2^n, and overflow
// promises that hold do not change the result. Broken promises: integer-overflow-errors.mlir.
// RUN: tilec run %s --entry wrap_i8 | FileCheck %s --check-prefix=I8
// RUN: tilec run %s --entry wrap_i16 | FileCheck %s --check-prefix=I16
// RUN: tilec run %s --entry wrap_i64 | FileCheck %s --check-prefix=I64
// RUN: tilec run %s --entry wrap_i1 | FileCheck %s --check-prefix=I1
// RUN: tilec run %s --entry promises_hold | FileCheck %s --check-prefix=KEPT

cuda_tile.module @m {
  // 127+1 = 128 -> -128; -128-1 -> 127; 100+100 = 200 -> -56.
  // I8: result #0: tile<4xi8> = [-128, 127, -56, -2]
  // -128-(-1) = -127.
  // I8: result #1: tile<4xi8> = [126, -127, 0, 0]
  // -128*-1 = 128 -> -128; 100*100 = 10000 = 0x2710 -> 0x10 = 16.
  // I8: result #2: tile<4xi8> = [127, -128, 16, 1]
  testing$func @wrap_i8() -> (tile<4xi8>, tile<4xi8>, tile<4xi8>) {
    %a = constant <i8: [127, -128, 100, -1]> : tile<4xi8>
    %b = constant <i8: [1, -1, 100, -1]> : tile<4xi8>
    %s = addi %a, %b : tile<4xi8>
    %d = subi %a, %b : tile<4xi8>
    %p = muli %a, %b : tile<4xi8>
    return %s, %d, %p : tile<4xi8>, tile<4xi8>, tile<4xi8>
  }

  // 60000 - 65536 = -5536; -60000 + 65536 = 5536;
  // 30000^2 = 900000000 = 13732*65536 + 59648 -> 59648 - 65536 = -5888; 256^2 = 65536 -> 0;
  // -1000000 = -16*65536 + 48576 -> 48576 - 65536 = -16960.
  // I16: result #0: tile<4xi16> = [-5536, 0, 512, 0]
  // I16: result #1: tile<4xi16> = [0, 5536, 0, 2000]
  // I16: result #2: tile<4xi16> = [-5888, 5888, 0, -16960]
  testing$func @wrap_i16() -> (tile<4xi16>, tile<4xi16>, tile<4xi16>) {
    %a = constant <i16: [30000, -30000, 256, 1000]> : tile<4xi16>
    %b = constant <i16: [30000, 30000, 256, -1000]> : tile<4xi16>
    %s = addi %a, %b : tile<4xi16>
    %d = subi %a, %b : tile<4xi16>
    %p = muli %a, %b : tile<4xi16>
    return %s, %d, %p : tile<4xi16>, tile<4xi16>, tile<4xi16>
  }

  // MAX+1 = MIN; 2^32+2^32 = 2^33; MIN+(-1) = MAX.
  // I64: result #0: tile<4xi64> = [-9223372036854775808, 8589934592, 9223372036854775807, -2]
  // MIN-(-1) = -(2^63-1).
  // I64: result #1: tile<4xi64> = [9223372036854775806, 0, -9223372036854775807, 8]
  // 2^32*2^32 = 2^64 -> 0; MIN*-1 = 2^63 -> MIN.
  // I64: result #2: tile<4xi64> = [9223372036854775807, 0, -9223372036854775808, -15]
  testing$func @wrap_i64() -> (tile<4xi64>, tile<4xi64>, tile<4xi64>) {
    %a = constant <i64: [9223372036854775807, 4294967296, -9223372036854775808, 3]> : tile<4xi64>
    %b = constant <i64: [1, 4294967296, -1, -5]> : tile<4xi64>
    %s = addi %a, %b : tile<4xi64>
    %d = subi %a, %b : tile<4xi64>
    %p = muli %a, %b : tile<4xi64>
    return %s, %d, %p : tile<4xi64>, tile<4xi64>, tile<4xi64>
  }

  // In one bit, addition and subtraction are xor and multiplication is and.
  // I1: result #0: tile<4xi1> = [false, true, true, false]
  // I1: result #1: tile<4xi1> = [false, true, true, false]
  // I1: result #2: tile<4xi1> = [true, false, false, false]
  testing$func @wrap_i1() -> (tile<4xi1>, tile<4xi1>, tile<4xi1>) {
    %a = constant <i1: [true, false, true, false]> : tile<4xi1>
    %b = constant <i1: [true, true, false, false]> : tile<4xi1>
    %s = addi %a, %b : tile<4xi1>
    %d = subi %a, %b : tile<4xi1>
    %p = muli %a, %b : tile<4xi1>
    return %s, %d, %p : tile<4xi1>, tile<4xi1>, tile<4xi1>
  }

  // Each promise only constrains its own reading of the operands.
  // -1+1: 255+1 wraps unsigned, not signed. 127+1: wraps signed, not unsigned (128).
  // KEPT: result #0: tile<i8> = 0{{$}}
  // KEPT: result #1: tile<i8> = -128{{$}}
  // 0-1: wraps unsigned only. -128-1: 128-1 = 127 unsigned, signed wrap.
  // KEPT: result #2: tile<i8> = -1{{$}}
  // KEPT: result #3: tile<i8> = 127{{$}}
  // -1*-1: 255*255 wraps unsigned only. 64*2 = 128: fits unsigned, wraps signed.
  // KEPT: result #4: tile<i8> = 1{{$}}
  // KEPT: result #5: tile<i8> = -128{{$}}
  // no_wrap when neither reading wraps: 0x80000000 is MIN signed and 2^31 unsigned.
  // KEPT: result #6: tile<4xi32> = [32, 70, 11, -2147483648]
  // KEPT: result #7: tile<4xi32> = [28, 30, 1, -2147483648]
  // KEPT: result #8: tile<4xi32> = [60, 1000, 30, 0]
  testing$func @promises_hold() -> (tile<i8>, tile<i8>, tile<i8>, tile<i8>, tile<i8>, tile<i8>,
                                    tile<4xi32>, tile<4xi32>, tile<4xi32>) {
    %m1 = constant <i8: -1> : tile<i8>
    %zero = constant <i8: 0> : tile<i8>
    %one = constant <i8: 1> : tile<i8>
    %two = constant <i8: 2> : tile<i8>
    %max = constant <i8: 127> : tile<i8>
    %min = constant <i8: -128> : tile<i8>
    %c64 = constant <i8: 64> : tile<i8>
    %0 = addi %m1, %one overflow<no_signed_wrap> : tile<i8>
    %1 = addi %max, %one overflow<no_unsigned_wrap> : tile<i8>
    %2 = subi %zero, %one overflow<no_signed_wrap> : tile<i8>
    %3 = subi %min, %one overflow<no_unsigned_wrap> : tile<i8>
    %4 = muli %m1, %m1 overflow<no_signed_wrap> : tile<i8>
    %5 = muli %c64, %two overflow<no_unsigned_wrap> : tile<i8>
    %a = constant <i32: [30, 50, 6, -2147483648]> : tile<4xi32>
    %b = constant <i32: [2, 20, 5, 0]> : tile<4xi32>
    %s = addi %a, %b overflow<no_wrap> : tile<4xi32>
    %d = subi %a, %b overflow<no_wrap> : tile<4xi32>
    %p = muli %a, %b overflow<no_wrap> : tile<4xi32>
    return %0, %1, %2, %3, %4, %5, %s, %d, %p
        : tile<i8>, tile<i8>, tile<i8>, tile<i8>, tile<i8>, tile<i8>, tile<4xi32>, tile<4xi32>,
          tile<4xi32>
  }
}
