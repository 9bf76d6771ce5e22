// One case per verifier rule of reduce and scan.
// RUN: tilec-opt -split-input-file -verify-diagnostics %s

cuda_tile.module @m {
  testing$func @f() {
    // expected-error @below {{'cuda_tile.reduce' op must have at least one operand}}
    "cuda_tile.reduce"() <{dim = 0 : i32, identities = []}> ({
      "cuda_tile.yield"() : () -> ()
    }) : () -> ()
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<4xf32>) {
    // expected-error @below {{'cuda_tile.reduce' op must have one result per operand: 1 operands but 2 results}}
    %r:2 = reduce %x dim=0 identities=[0.0 : f32] : tile<4xf32> -> tile<f32>, tile<f32>
      (%e: tile<f32>, %a: tile<f32>) { yield %a : tile<f32> }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<4xf32>) {
    // expected-error @below {{'cuda_tile.reduce' op must have one identity per operand: 1 operands but 2 identities}}
    %r = reduce %x dim=0 identities=[0.0 : f32, 1.0 : f32] : tile<4xf32> -> tile<f32>
      (%e: tile<f32>, %a: tile<f32>) { yield %a : tile<f32> }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<4xf32>, %y: tile<8xf32>) {
    // expected-error @below {{'cuda_tile.reduce' op operand #1 has type '!cuda_tile.tile<8xf32>' whose shape differs from operand #0 '!cuda_tile.tile<4xf32>'}}
    %r:2 = reduce %x, %y dim=0 identities=[0.0 : f32, 0.0 : f32] : tile<4xf32>, tile<8xf32> -> tile<f32>, tile<f32>
      (%e: tile<f32>, %a: tile<f32>, %e2: tile<f32>, %a2: tile<f32>) { yield %a, %a2 : tile<f32>, tile<f32> }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<4x8xf32>) {
    // expected-error @below {{'cuda_tile.reduce' op dim 2 is out of range for operands of rank 2}}
    %r = reduce %x dim=2 identities=[0.0 : f32] : tile<4x8xf32> -> tile<4xf32>
      (%e: tile<f32>, %a: tile<f32>) { yield %a : tile<f32> }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<f32>) {
    // expected-error @below {{'cuda_tile.scan' op dim 0 is out of range for operands of rank 0}}
    %r = scan %x dim=0 reverse=false identities=[0.0 : f32] : tile<f32> -> tile<f32>
      (%e: tile<f32>, %a: tile<f32>) { yield %a : tile<f32> }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<4xf32>) {
    // expected-error @below {{'cuda_tile.reduce' op dim -1 is out of range for operands of rank 1}}
    %r = reduce %x dim=-1 identities=[0.0 : f32] : tile<4xf32> -> tile<f32>
      (%e: tile<f32>, %a: tile<f32>) { yield %a : tile<f32> }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<4xf32>) {
    // expected-error @below {{'cuda_tile.reduce' op identity #0 has type 'f64' but operand #0 has element type 'f32'}}
    %r = reduce %x dim=0 identities=[0.0 : f64] : tile<4xf32> -> tile<f32>
      (%e: tile<f32>, %a: tile<f32>) { yield %a : tile<f32> }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<4xi32>) {
    // expected-error @below {{'cuda_tile.reduce' op identity #0 has type 'i64' but operand #0 has element type 'i32'}}
    %r = reduce %x dim=0 identities=[0 : i64] : tile<4xi32> -> tile<i32>
      (%e: tile<i32>, %a: tile<i32>) { yield %a : tile<i32> }
    return
  }
}

// -----

// The f16/bf16 quirk stops there: f32 does not stand for bf16.
cuda_tile.module @m {
  testing$func @f(%x: tile<4xbf16>) {
    // expected-error @below {{'cuda_tile.reduce' op identity #0 has type 'f32' but operand #0 has element type 'bf16'}}
    %r = reduce %x dim=0 identities=[0.0 : f32] : tile<4xbf16> -> tile<bf16>
      (%e: tile<bf16>, %a: tile<bf16>) { yield %a : tile<bf16> }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<4xf32>) {
    // expected-error @below {{'cuda_tile.reduce' op identity #0 must be an integer or floating-point literal, got "zero"}}
    %r = reduce %x dim=0 identities=["zero"] : tile<4xf32> -> tile<f32>
      (%e: tile<f32>, %a: tile<f32>) { yield %a : tile<f32> }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<4x8xf32>) {
    // expected-error @below {{'cuda_tile.reduce' op result #0 must be '!cuda_tile.tile<8xf32>' (the operand's type without dimension dim), got '!cuda_tile.tile<4xf32>'}}
    %r = reduce %x dim=0 identities=[0.0 : f32] : tile<4x8xf32> -> tile<4xf32>
      (%e: tile<f32>, %a: tile<f32>) { yield %a : tile<f32> }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<4x8xf32>) {
    // expected-error @below {{'cuda_tile.scan' op result #0 must be '!cuda_tile.tile<4x8xf32>' (the operand's type), got '!cuda_tile.tile<4x8xf16>'}}
    %r = scan %x dim=0 reverse=true identities=[0.0 : f32] : tile<4x8xf32> -> tile<4x8xf16>
      (%e: tile<f32>, %a: tile<f32>) { yield %a : tile<f32> }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<4xf32>) {
    // expected-error @below {{'cuda_tile.reduce' op body must have 2 arguments (an element and an accumulator per operand), got 1}}
    %r = reduce %x dim=0 identities=[0.0 : f32] : tile<4xf32> -> tile<f32>
      (%e: tile<f32>) { yield %e : tile<f32> }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<4xf32>) {
    // expected-error @below {{'cuda_tile.reduce' op body argument #1 must be '!cuda_tile.tile<f32>' (operand #0's element type), got '!cuda_tile.tile<4xf32>'}}
    %r = reduce %x dim=0 identities=[0.0 : f32] : tile<4xf32> -> tile<f32>
      (%e: tile<f32>, %a: tile<4xf32>) { yield %e : tile<f32> }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<4xf32>, %i: tile<4xi32>) {
    // expected-error @below {{'cuda_tile.scan' op body argument #2 must be '!cuda_tile.tile<i32>' (operand #1's element type), got '!cuda_tile.tile<f32>'}}
    %r:2 = scan %x, %i dim=0 reverse=false identities=[0.0 : f32, 0 : i32] : tile<4xf32>, tile<4xi32> -> tile<4xf32>, tile<4xi32>
      (%e: tile<f32>, %a: tile<f32>, %e2: tile<f32>, %a2: tile<i32>) { yield %e, %a2 : tile<f32>, tile<i32> }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<4xf32>, %i: tile<i32>) {
    // expected-error @below {{'cuda_tile.reduce' op body yields value #0 of type '!cuda_tile.tile<i32>', but it must be '!cuda_tile.tile<f32>' (operand #0's element type)}}
    %r = reduce %x dim=0 identities=[0.0 : f32] : tile<4xf32> -> tile<f32>
      (%e: tile<f32>, %a: tile<f32>) {
        yield %i : tile<i32>
      }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<4xf32>) {
    // expected-error @below {{'cuda_tile.scan' op body yields 2 values, but must yield 1 (one per operand)}}
    %r = scan %x dim=0 reverse=false identities=[0.0 : f32] : tile<4xf32> -> tile<4xf32>
      (%e: tile<f32>, %a: tile<f32>) {
        yield %e, %a : tile<f32>, tile<f32>
      }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<4xf32>) {
    // expected-error @below {{'cuda_tile.reduce' op body must end in 'yield', got 'cuda_tile.continue'}}
    %r = reduce %x dim=0 identities=[0.0 : f32] : tile<4xf32> -> tile<f32>
      (%e: tile<f32>, %a: tile<f32>) { continue }
    return
  }
}

// -----

// Side effects are not allowed in the combining body.
cuda_tile.module @m {
  testing$func @f(%x: tile<4xf32>, %c: tile<i1>) {
    %r = reduce %x dim=0 identities=[0.0 : f32] : tile<4xf32> -> tile<f32>
      (%e: tile<f32>, %a: tile<f32>) {
        // expected-error @below {{'cuda_tile.assert' op is not pure, but the body of the enclosing 'cuda_tile.reduce' may contain only pure operations}}
        assert %c, "inside" : tile<i1>
        yield %a : tile<f32>
      }
    return
  }
}

// -----

// Control flow has the effects of its body, so it is not pure either.
cuda_tile.module @m {
  testing$func @f(%x: tile<4xf32>, %c: tile<i1>) {
    %r = scan %x dim=0 reverse=false identities=[0.0 : f32] : tile<4xf32> -> tile<4xf32>
      (%e: tile<f32>, %a: tile<f32>) {
        // expected-error @below {{'cuda_tile.if' op is not pure, but the body of the enclosing 'cuda_tile.scan' may contain only pure operations}}
        if %c { }
        yield %a : tile<f32>
      }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<4xf32>) {
    // expected-error @below {{expected 'true' or 'false' after 'reverse=', got 'yes'}}
    %r = scan %x dim=0 reverse=yes identities=[0.0 : f32] : tile<4xf32> -> tile<4xf32>
      (%e: tile<f32>, %a: tile<f32>) { yield %a : tile<f32> }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<4xf32>) {
    // expected-error @below {{expected 'reverse'}}
    %r = scan %x dim=0 identities=[0.0 : f32] : tile<4xf32> -> tile<4xf32>
      (%e: tile<f32>, %a: tile<f32>) { yield %a : tile<f32> }
    return
  }
}

// -----

// An empty body (found by the parser fuzzer) is an error, not a crash.
cuda_tile.module @m {
  testing$func @f(%x: tile<4xf32>) {
    // expected-error @below {{'cuda_tile.reduce' op body must end in 'yield', but it is empty}}
    %r = reduce %x dim=0 identities=[0.0 : f32] : tile<4xf32> -> tile<f32>
      (%e: tile<f32>, %a: tile<f32>) {
      }
    return
  }
}
