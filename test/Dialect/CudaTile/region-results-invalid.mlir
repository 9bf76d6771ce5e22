// Mismatched region results are reported on the op that owns the region, at its location, and
// before its body is verified: an invalid op in the body is not reached first. An impure op in a
// reduce/scan body is reported at that op, naming the reduction.
// RUN: tilec-opt -split-input-file -verify-diagnostics %s | FileCheck %s

// Exits that match: a branch may leave through `break` or `continue` instead of yielding.
// CHECK-LABEL: testing$func @exits
cuda_tile.module @m {
  testing$func @exits(%c: tile<i1>, %a: tile<f32>, %i: tile<i32>) -> tile<i32> {
    // CHECK: loop iter_values
    %r = loop iter_values(%x = %a) : tile<f32> -> tile<i32> {
      %v = if %c -> (tile<f32>) {
        break %i : tile<i32>
      } else {
        yield %x : tile<f32>
      }
      continue %v : tile<f32>
    }
    return %r : tile<i32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%c: tile<i1>, %a: tile<f32>) -> tile<f32> {
    // expected-error @below {{'cuda_tile.if' op else branch yields nothing, but the op has 1 results}}
    %v = if %c -> (tile<f32>) {
      yield %a : tile<f32>
    } else {
      yield
    }
    return %v : tile<f32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%c: tile<i1>, %a: tile<f32>) {
    // expected-error @below {{'cuda_tile.if' op else branch yields 1 values, but the op has no results}}
    if %c {
    } else {
      yield %a : tile<f32>
    }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%c: tile<i1>, %a: tile<f32>) -> tile<f32> {
    // expected-error @below {{'cuda_tile.if' op then branch yields 2 values, but the op has 1 results}}
    %v = if %c -> (tile<f32>) {
      yield %a, %a : tile<f32>, tile<f32>
    } else {
      yield %a : tile<f32>
    }
    return %v : tile<f32>
  }
}

// -----

// The `if` is reported before the invalid `assert` in its branch.
cuda_tile.module @m {
  testing$func @f(%c: tile<i1>, %a: tile<f32>, %i: tile<i32>, %m: tile<4xi32>) -> tile<f32> {
    // expected-error @below {{'cuda_tile.if' op then branch yields value #0 of type '!cuda_tile.tile<i32>', but result #0 has type '!cuda_tile.tile<f32>'}}
    %v = if %c -> (tile<f32>) {
      assert %m, "not i1" : tile<4xi32>
      yield %i : tile<i32>
    } else {
      yield %a : tile<f32>
    }
    return %v : tile<f32>
  }
}

// -----

// A `continue` nested in `if`s is checked by its loop.
cuda_tile.module @m {
  testing$func @f(%c: tile<i1>, %i: tile<i32>, %a: tile<f32>) {
    // expected-error @below {{'cuda_tile.for' op 'continue' passes value #0 of type '!cuda_tile.tile<i32>', but carried value #0 has type '!cuda_tile.tile<f32>'}}
    %r = for %k in (%i to %i, step %i) : tile<i32> iter_values(%x = %a) -> (tile<f32>) {
      if %c {
        if %c {
          continue %k : tile<i32>
        }
      }
      continue %x : tile<f32>
    }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%i: tile<i32>, %a: tile<f32>, %m: tile<4xi32>) {
    // expected-error @below {{'cuda_tile.for' op 'continue' passes 2 values, but the op has 1 carried values}}
    %r = for %k in (%i to %i, step %i) : tile<i32> iter_values(%x = %a) -> (tile<f32>) {
      assert %m, "not i1" : tile<4xi32>
      continue %x, %x : tile<f32>, tile<f32>
    }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%c: tile<i1>, %a: tile<f32>) {
    // expected-error @below {{'cuda_tile.loop' op 'break' passes nothing, but the op has 1 results}}
    %r = loop : tile<f32> {
      if %c {
        break
      }
      break %a : tile<f32>
    }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<f32>) {
    // expected-error @below {{'cuda_tile.loop' op 'break' passes 1 values, but the op has no results}}
    loop {
      break %a : tile<f32>
    }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<f32>, %i: tile<i32>) {
    // expected-error @below {{'cuda_tile.loop' op 'continue' passes value #0 of type '!cuda_tile.tile<i32>', but carried value #0 has type '!cuda_tile.tile<f32>'}}
    loop iter_values(%x = %a) : tile<f32> {
      continue %i : tile<i32>
    }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<4xf32>, %i: tile<4xi32>) {
    // expected-error @below {{'cuda_tile.reduce' op body yields 1 values, but must yield 2 (one per operand)}}
    %r:2 = reduce %x, %i dim=0 identities=[0.0 : f32, 0 : i32] : tile<4xf32>, tile<4xi32> -> tile<f32>, tile<i32>
      (%e0: tile<f32>, %a0: tile<f32>, %e1: tile<i32>, %a1: tile<i32>) {
        yield %a0 : tile<f32>
      }
    return
  }
}

// -----

// The reduction is reported before the invalid `assert` in its body.
cuda_tile.module @m {
  testing$func @f(%x: tile<4xf32>, %m: tile<4xi32>) {
    // expected-error @below {{'cuda_tile.scan' op body yields value #0 of type '!cuda_tile.tile<4xf32>', but it must be '!cuda_tile.tile<f32>' (operand #0's element type)}}
    %r = scan %x dim=0 reverse=false identities=[0.0 : f32] : tile<4xf32> -> tile<4xf32>
      (%e: tile<f32>, %a: tile<f32>) {
        assert %m, "not i1" : tile<4xi32>
        yield %x : tile<4xf32>
      }
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<4xf32>, %i: tile<i32>) {
    %r = reduce %x dim=0 identities=[0.0 : f32] : tile<4xf32> -> tile<f32>
      (%e: tile<f32>, %a: tile<f32>) {
        // expected-error @below {{'cuda_tile.for' op is not pure, but the body of the enclosing 'cuda_tile.reduce' may contain only pure operations}}
        for %k in (%i to %i, step %i) : tile<i32> {
        }
        yield %a : tile<f32>
      }
    return
  }
}
