// Tile IR 13.4's changes to older operations (tile-ir-13.4-13.5.md §4.2-§4.6): `pow` renamed
// `fpowf` (the old name still reads), ftoi `saturating`, ftof's rounding table with
// `rounding<nearest_away>`, and `return` inside `loop`. Custom and generic forms round-trip;
// verifier rules with their messages.
// RUN: split-file --leading-lines %s %t
// RUN: tilec-opt %t/valid.mlir | FileCheck %s
// RUN: tilec-opt %t/valid.mlir | tilec-opt | FileCheck %s
// RUN: tilec-opt -mlir-print-op-generic %t/valid.mlir | FileCheck %s --check-prefix=GENERIC
// RUN: tilec-opt -mlir-print-op-generic %t/valid.mlir | tilec-opt | FileCheck %s
// RUN: tilec-opt %t/valid.mlir --tile-ir-version=13.4 | FileCheck %s
// RUN: tilec-opt %t/invalid.mlir -split-input-file -verify-diagnostics
// Under --tile-ir-version=13.3 each 13.4 use is an error naming the release that added it.
// RUN: tilec-opt %t/v13_3.mlir --tile-ir-version=13.3 -split-input-file -verify-diagnostics
// RUN: tilec-opt %t/v13_3.mlir --tile-ir-version=13.4 -split-input-file -o /dev/null

//--- valid.mlir
cuda_tile.module @m {
  // CHECK-LABEL: testing$func @powers
  testing$func @powers(%x: tile<4xf32>, %y: tile<4xf32>) -> (tile<4xf32>, tile<4xf32>) {
    // The 13.3 name reads as fpowf; fpowf is printed at every version.
    // CHECK-NEXT: %0 = fpowf %arg0, %arg1 : tile<4xf32>
    %a = pow %x, %y : tile<4xf32>
    // CHECK-NEXT: %1 = fpowf %0, %arg1 : tile<4xf32>
    %b = fpowf %a, %y : tile<4xf32>
    // GENERIC: "cuda_tile.fpowf"({{.*}}) : (!cuda_tile.tile<4xf32>, !cuda_tile.tile<4xf32>) -> !cuda_tile.tile<4xf32>
    // GENERIC: "cuda_tile.fpowf"
    return %a, %b : tile<4xf32>, tile<4xf32>
  }

  // CHECK-LABEL: testing$func @saturating
  testing$func @saturating(%x: tile<8xf32>) -> (tile<8xi32>, tile<8xi16>, tile<8xi8>, tile<8xi64>) {
    // CHECK-NEXT: %0 = ftoi %arg0 signed saturating : tile<8xf32> -> tile<8xi32>
    %a = ftoi %x signed saturating : tile<8xf32> -> tile<8xi32>
    // After the rounding clause too; printed before it (and the default rounding omitted).
    // CHECK-NEXT: %1 = ftoi %arg0 unsigned saturating : tile<8xf32> -> tile<8xi16>
    %b = ftoi %x unsigned rounding<nearest_int_to_zero> saturating : tile<8xf32> -> tile<8xi16>
    // CHECK-NEXT: %2 = ftoi %arg0 signed saturating : tile<8xf32> -> tile<8xi8>
    %c = ftoi %x signed saturating rounding<nearest_int_to_zero> : tile<8xf32> -> tile<8xi8>
    // CHECK-NEXT: %3 = ftoi %arg0 signed : tile<8xf32> -> tile<8xi64>
    %d = ftoi %x signed : tile<8xf32> -> tile<8xi64>
    // GENERIC: "cuda_tile.ftoi"({{.*}}) <{rounding_mode = #cuda_tile.rounding<nearest_int_to_zero>, saturating, signedness = #cuda_tile.signedness<signed>}>
    // GENERIC: "cuda_tile.ftoi"({{.*}}) <{rounding_mode = #cuda_tile.rounding<nearest_int_to_zero>, saturating, signedness = #cuda_tile.signedness<unsigned>}>
    return %a, %b, %c, %d : tile<8xi32>, tile<8xi16>, tile<8xi8>, tile<8xi64>
  }

  // Every mode the table admits, row by row.
  // CHECK-LABEL: testing$func @ftof_rounding
  testing$func @ftof_rounding(%d: tile<4xf64>, %f: tile<4xf32>, %h: tile<4xf16>,
                              %e: tile<4xf8E4M3FN>, %z: tile<4xf4E2M1FN>, %m: tile<4xf8E8M0FNU>) {
    // f64 -> f32: the four IEEE modes.
    // CHECK-NEXT: ftof %arg0 : tile<4xf64> -> tile<4xf32>
    // CHECK-NEXT: ftof %arg0 rounding<zero> : tile<4xf64> -> tile<4xf32>
    // CHECK-NEXT: ftof %arg0 rounding<negative_inf> : tile<4xf64> -> tile<4xf32>
    // CHECK-NEXT: ftof %arg0 rounding<positive_inf> : tile<4xf64> -> tile<4xf32>
    %0 = ftof %d : tile<4xf64> -> tile<4xf32>
    %1 = ftof %d rounding<zero> : tile<4xf64> -> tile<4xf32>
    %2 = ftof %d rounding<negative_inf> : tile<4xf64> -> tile<4xf32>
    %3 = ftof %d rounding<positive_inf> : tile<4xf64> -> tile<4xf32>
    // f32 -> tf32: nearest_even, zero, nearest_away.
    // CHECK-NEXT: ftof %arg1 rounding<zero> : tile<4xf32> -> tile<4xtf32>
    // CHECK-NEXT: ftof %arg1 rounding<nearest_away> : tile<4xf32> -> tile<4xtf32>
    %4 = ftof %f rounding<zero> : tile<4xf32> -> tile<4xtf32>
    %5 = ftof %f rounding<nearest_away> : tile<4xf32> -> tile<4xtf32>
    // Other narrowings: nearest_even and zero.
    // CHECK-NEXT: ftof %arg1 rounding<zero> : tile<4xf32> -> tile<4xf16>
    // CHECK-NEXT: ftof %arg0 rounding<zero> : tile<4xf64> -> tile<4xbf16>
    // CHECK-NEXT: ftof %arg2 rounding<zero> : tile<4xf16> -> tile<4xbf16>
    %6 = ftof %f rounding<zero> : tile<4xf32> -> tile<4xf16>
    %7 = ftof %d rounding<zero> : tile<4xf64> -> tile<4xbf16>
    %8 = ftof %h rounding<zero> : tile<4xf16> -> tile<4xbf16>
    // Strict widenings: every mode (none changes the value).
    // CHECK-NEXT: ftof %arg2 rounding<nearest_away> : tile<4xf16> -> tile<4xf32>
    // CHECK-NEXT: ftof %arg1 rounding<negative_inf> : tile<4xf32> -> tile<4xf64>
    // CHECK-NEXT: ftof %arg3 rounding<positive_inf> : tile<4xf8E4M3FN> -> tile<4xf16>
    // CHECK-NEXT: ftof %arg4 rounding<zero> : tile<4xf4E2M1FN> -> tile<4xf16>
    // CHECK-NEXT: ftof %arg5 rounding<nearest_away> : tile<4xf8E8M0FNU> -> tile<4xbf16>
    %9 = ftof %h rounding<nearest_away> : tile<4xf16> -> tile<4xf32>
    %10 = ftof %f rounding<negative_inf> : tile<4xf32> -> tile<4xf64>
    %11 = ftof %e rounding<positive_inf> : tile<4xf8E4M3FN> -> tile<4xf16>
    %12 = ftof %z rounding<zero> : tile<4xf4E2M1FN> -> tile<4xf16>
    %13 = ftof %m rounding<nearest_away> : tile<4xf8E8M0FNU> -> tile<4xbf16>
    // To f8E8M0FNU: zero or positive_inf, as in 13.3.
    // CHECK-NEXT: ftof %arg1 rounding<positive_inf> : tile<4xf32> -> tile<4xf8E8M0FNU>
    %14 = ftof %f rounding<positive_inf> : tile<4xf32> -> tile<4xf8E8M0FNU>
    // GENERIC: "cuda_tile.ftof"({{.*}}) <{rounding_mode = #cuda_tile.rounding<nearest_away>}> : (!cuda_tile.tile<4xf32>) -> !cuda_tile.tile<4xtf32>
    return
  }

  // `return` may leave a `loop`, directly or from nested `if`s (13.4).
  // CHECK-LABEL: entry @early_exit
  entry @early_exit(%flag: tile<i32>) {
    %c0 = constant <i32: 0> : tile<i32>
    // CHECK: loop {
    loop {
      %done = cmpi not_equal %flag, %c0, signed : tile<i32> -> tile<i1>
      // CHECK: if
      if %done {
        // CHECK-NEXT: return
        return
      }
      break
    }
    return
  }

  // CHECK-LABEL: testing$func @return_values_from_loop
  testing$func @return_values_from_loop(%x: tile<i32>) -> tile<i32> {
    // CHECK: %{{.*}} = loop iter_values(%{{.*}} = %arg0) : tile<i32> -> tile<i32> {
    %r = loop iter_values(%v = %x) : tile<i32> -> tile<i32> {
      // CHECK-NEXT: return %{{.*}} : tile<i32>
      return %v : tile<i32>
    }
    return %r : tile<i32>
  }
}

//--- invalid.mlir
cuda_tile.module @m {
  testing$func @f(%x: tile<8xf32>) {
    // expected-error @below {{'cuda_tile.pow' op is the Tile IR 13.3 name of 'fpowf', read only in its custom form; write 'cuda_tile.fpowf' instead}}
    %0 = "cuda_tile.pow"(%x, %x) : (!cuda_tile.tile<8xf32>, !cuda_tile.tile<8xf32>) -> !cuda_tile.tile<8xf32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<8xi32>) {
    // The old name is checked by fpowf's rules.
    // expected-error @below {{'cuda_tile.fpowf' op operand #0 must be}}
    %0 = pow %x, %x : tile<8xi32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<8xf32>) {
    // expected-error @below {{expected 'signed' or 'unsigned'}}
    %0 = ftoi %x saturating signed : tile<8xf32> -> tile<8xi32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<8xf32>) {
    // `saturating` is read once.
    // expected-error @below {{expected ':'}}
    %0 = ftoi %x signed saturating saturating : tile<8xf32> -> tile<8xi32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<8xf32>) {
    // expected-error @below {{'cuda_tile.ftoi' op rounding mode zero is not supported: only nearest_int_to_zero}}
    %0 = ftoi %x signed saturating rounding<zero> : tile<8xf32> -> tile<8xi32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<8xf64>) {
    // expected-error @below {{'cuda_tile.ftof' op rounding mode nearest_away is not allowed converting 'f64' to 'f32': the conversion from f64 to f32 admits only nearest_even, zero, negative_inf, positive_inf}}
    %0 = ftof %x rounding<nearest_away> : tile<8xf64> -> tile<8xf32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<8xf32>) {
    // expected-error @below {{'cuda_tile.ftof' op rounding mode negative_inf is not allowed converting 'f32' to 'tf32': the conversion from f32 to tf32 admits only nearest_even, zero, nearest_away}}
    %0 = ftof %x rounding<negative_inf> : tile<8xf32> -> tile<8xtf32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<8xf32>) {
    // expected-error @below {{'cuda_tile.ftof' op rounding mode positive_inf is not allowed converting 'f32' to 'f16': a narrowing conversion admits only nearest_even, zero}}
    %0 = ftof %x rounding<positive_inf> : tile<8xf32> -> tile<8xf16>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<8xbf16>) {
    // f16 and bf16 do not hold each other's values: a narrowing either way.
    // expected-error @below {{'cuda_tile.ftof' op rounding mode nearest_away is not allowed converting 'bf16' to 'f16': a narrowing conversion admits only nearest_even, zero}}
    %0 = ftof %x rounding<nearest_away> : tile<8xbf16> -> tile<8xf16>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<8xf32>) {
    // Saturating f8/f4 targets: nearest_even only.
    // expected-error @below {{'cuda_tile.ftof' op rounding mode zero is not allowed converting 'f32' to 'f8E4M3FN': a conversion to f8E4M3FN, f8E5M2 or f4E2M1FN admits only nearest_even}}
    %0 = ftof %x rounding<zero> : tile<8xf32> -> tile<8xf8E4M3FN>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<8xf4E2M1FN>) {
    // Row 2 matches first (f4E2M1FN into f8E5M2 too, though exact): nearest_even only.
    // expected-error @below {{'cuda_tile.ftof' op rounding mode zero is not allowed converting 'f4E2M1FN' to 'f8E5M2': a conversion to f8E4M3FN, f8E5M2 or f4E2M1FN admits only nearest_even}}
    %0 = ftof %x rounding<zero> : tile<8xf4E2M1FN> -> tile<8xf8E5M2>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<8xf16>) {
    // The first row wins: nothing but zero and positive_inf into f8E8M0FNU.
    // expected-error @below {{'cuda_tile.ftof' op conversion to f8E8M0FNU needs rounding<zero> or rounding<positive_inf>, got nearest_away}}
    %0 = ftof %x rounding<nearest_away> : tile<8xf16> -> tile<8xf8E8M0FNU>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<8xf8E8M0FNU>) {
    // 2^127 overflows f16: not a widening.
    // expected-error @below {{'cuda_tile.ftof' op rounding mode negative_inf is not allowed converting 'f8E8M0FNU' to 'f16': a narrowing conversion admits only nearest_even, zero}}
    %0 = ftof %x rounding<negative_inf> : tile<8xf8E8M0FNU> -> tile<8xf16>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<8xf32>) {
    // expected-error @below {{'cuda_tile.ftof' op rounding mode approx is not allowed converting 'f32' to 'f64': a widening conversion admits only nearest_even, zero, negative_inf, positive_inf, nearest_away}}
    %0 = ftof %x rounding<approx> : tile<8xf32> -> tile<8xf64>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<8xf32>) {
    // nearest_away belongs to ftof alone.
    // expected-error @below {{'cuda_tile.exp' op}}
    %0 = exp %x rounding<nearest_away> : tile<8xf32>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %c0 = constant <i32: 0> : tile<i32>
    %c4 = constant <i32: 4> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    for %i in (%c0 to %c4, step %c1) : tile<i32> {
      loop {
        // Still illegal anywhere inside a `for`, even through a `loop`.
        // expected-error @below {{'cuda_tile.return' op must be nested only in 'if' and 'loop' operations up to its 'entry' or 'testing$func', but is inside 'cuda_tile.for'}}
        return
      }
    }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<i32>) -> tile<i32> {
    loop {
      // The function's result types still apply inside the loop.
      // expected-error @below {{'cuda_tile.return' op operand types must match the results of the enclosing 'testing$func'}}
      return
    }
    return %x : tile<i32>
  }
}

//--- v13_3.mlir
cuda_tile.module @m {
  testing$func @f(%x: tile<8xf32>, %d: tile<8xf64>) {
    // `pow` and `fpowf` are one op: 13.3 has it.
    %p = pow %x, %x : tile<8xf32>
    %q = fpowf %x, %x : tile<8xf32>
    // expected-error @below {{'cuda_tile.ftoi' op modifier 'saturating' was introduced in Tile IR 13.4 and is not available in Tile IR 13.3 (--tile-ir-version=13.3)}}
    %0 = ftoi %x signed saturating : tile<8xf32> -> tile<8xi32>
    // expected-error @below {{'cuda_tile.ftof' op rounding mode zero converting 'f64' to 'f32' was introduced in Tile IR 13.4 and is not available in Tile IR 13.3}}
    %1 = ftof %d rounding<zero> : tile<8xf64> -> tile<8xf32>
    // expected-error @below {{'cuda_tile.ftof' op rounding mode nearest_away converting 'f32' to 'tf32' was introduced in Tile IR 13.4}}
    %2 = ftof %x rounding<nearest_away> : tile<8xf32> -> tile<8xtf32>
    // 13.3's modes pass.
    %3 = ftof %x : tile<8xf32> -> tile<8xf16>
    %4 = ftof %x rounding<zero> : tile<8xf32> -> tile<8xf8E8M0FNU>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%flag: tile<i1>) {
    loop {
      if %flag {
        // expected-error @below {{'cuda_tile.return' op inside a 'loop' was introduced in Tile IR 13.4 and is not available in Tile IR 13.3}}
        return
      }
      break
    }
    // A return outside any loop is 13.3.
    return
  }
}
