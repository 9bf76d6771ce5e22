// print_tko counts the operands of its format as NVIDIA's verifier does: each `%` starts a
// conversion that ends at the first following character of `diuoxXeEfFgGaAcsSpn%`; exactly
// `%%` is a literal percent sign (scanning skips both characters); any other conversion takes
// one operand, and scanning resumes right after its `%`. A `%` with no end character after it
// is an unterminated format expression.
// RUN: tilec-opt -split-input-file -verify-diagnostics %s | FileCheck %s

// Formats that verify, each with exactly the operands it takes.
// CHECK-LABEL: testing$func @counts
// CHECK: print_tko "<%, %, %> done", %{{.+}}, %{{.+}}, %{{.+}} : tile<i32>, tile<i32>, tile<i32> -> token
// CHECK: print_tko "100%%" -> token
// CHECK: print_tko "%%%d%%", %{{.+}} : tile<i32> -> token
// CHECK: print_tko "%5.2f", %{{.+}} : tile<f32> -> token
// CHECK: print_tko "%-+ #0x", %{{.+}} : tile<i32> -> token
// CHECK: print_tko "%5%d", %{{.+}}, %{{.+}} : tile<i32>, tile<i32> -> token
// CHECK: print_tko "%lld %hhu %Lg", %{{.+}}, %{{.+}}, %{{.+}} : tile<i64>, tile<i8>, tile<f64> -> token
cuda_tile.module @m {
  testing$func @counts(%i: tile<i32>, %f: tile<f32>, %l: tile<i64>, %b: tile<i8>, %d: tile<f64>) {
    // `%, %`, `%, %` and `%> d`: the first two end at the next `%`, which starts the next one.
    %t0 = print_tko "<%, %, %> done", %i, %i, %i : tile<i32>, tile<i32>, tile<i32> -> token
    %t1 = print_tko "100%%" -> token
    %t2 = print_tko "%%%d%%", %i : tile<i32> -> token
    %t3 = print_tko "%5.2f", %f : tile<f32> -> token
    %t4 = print_tko "%-+ #0x", %i : tile<i32> -> token
    // `%5%` is not exactly `%%`: it takes an operand, and its second `%` starts `%d`.
    %t5 = print_tko "%5%d", %i, %i : tile<i32>, tile<i32> -> token
    %t6 = print_tko "%lld %hhu %Lg", %l, %b, %d : tile<i64>, tile<i8>, tile<f64> -> token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%i: tile<i32>) {
    // The third `%` has no end character after it.
    // expected-error @below {{'cuda_tile.print_tko' op found unterminated format expression '%>': a '%' must be followed by one of 'diuoxXeEfFgGaAcsSpn%'}}
    %t = print_tko "<%, %, %>", %i, %i, %i : tile<i32>, tile<i32>, tile<i32> -> token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%i: tile<i32>) {
    // expected-error @below {{'cuda_tile.print_tko' op found unterminated format expression '%': a '%' must be followed by one of 'diuoxXeEfFgGaAcsSpn%'}}
    %t = print_tko "%5%", %i : tile<i32> -> token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%i: tile<i32>) {
    // expected-error @below {{'cuda_tile.print_tko' op found unterminated format expression '%-+ #0': a '%' must be followed by one of 'diuoxXeEfFgGaAcsSpn%'}}
    %t = print_tko "%d then %-+ #0", %i : tile<i32> -> token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%i: tile<i32>) {
    // Too few operands: `<%, %, %> done` takes three.
    // expected-error @below {{'cuda_tile.print_tko' op format has 3 conversion specifications but 2 operands are given}}
    %t = print_tko "<%, %, %> done", %i, %i : tile<i32>, tile<i32> -> token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%i: tile<i32>) {
    // Too many operands: `%%` takes none.
    // expected-error @below {{'cuda_tile.print_tko' op format has 1 conversion specifications but 2 operands are given}}
    %t = print_tko "%5.2f%%", %i, %i : tile<i32>, tile<i32> -> token
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%i: tile<i32>) {
    // `%5%d` takes two operands, not one.
    // expected-error @below {{'cuda_tile.print_tko' op format has 2 conversion specifications but 1 operands are given}}
    %t = print_tko "%5%d", %i : tile<i32> -> token
    return
  }
}
