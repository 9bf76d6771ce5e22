// Verifier and parser errors of the conversion operations (tile-ir-ops.md §3.5, §2.6).
// RUN: tilec-opt %s -split-input-file -verify-diagnostics

cuda_tile.module @m {
  testing$func @f(%x: tile<8xf32>) {
    // expected-error @below {{'cuda_tile.bitcast' op source and result element types must have the same bit width, got 'f32' (32 bits) and 'f16' (16 bits)}}
    %0 = bitcast %x : tile<8xf32> -> tile<8xf16>
    return
  }
}

// -----

// tf32 is 19 bits wide for bitcast, although it occupies 4 bytes.
cuda_tile.module @m {
  testing$func @f(%x: tile<8xtf32>) {
    // expected-error @below {{'cuda_tile.bitcast' op source and result element types must have the same bit width, got 'tf32' (19 bits) and 'f32' (32 bits)}}
    %0 = bitcast %x : tile<8xtf32> -> tile<8xf32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<8xf32>) {
    // expected-error @below {{'cuda_tile.bitcast' op source and result must have the same shape, got '!cuda_tile.tile<8xf32>' and '!cuda_tile.tile<4xi32>'}}
    %0 = bitcast %x : tile<8xf32> -> tile<4xi32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<f32>>) {
    // expected-error @below {{'cuda_tile.bitcast' op source element type must be a number type (i1, i8, i16, i32, i64 or a float type; no pointers, no i4), got '!cuda_tile.ptr<f32>'}}
    %0 = bitcast %p : tile<8xptr<f32>> -> tile<8xi64>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<8xi8>) {
    // expected-error @below {{'cuda_tile.bitcast' op result element type must be a number type (i1, i8, i16, i32, i64 or a float type; no pointers, no i4), got 'i4'}}
    %0 = bitcast %x : tile<8xi8> -> tile<8xi4>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<8xi32>) {
    // expected-error @below {{'cuda_tile.exti' op result element type 'i32' must be strictly wider than the source element type 'i32'}}
    %0 = exti %x signed : tile<8xi32> -> tile<8xi32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<8xf16>) {
    // expected-error @below {{'cuda_tile.exti' op source element type must be an integer type (i1, i4, i8, i16, i32, i64), got 'f16'}}
    %0 = exti %x signed : tile<8xf16> -> tile<8xi32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<8xi8>) {
    // expected-error @below {{expected 'signed' or 'unsigned'}}
    %0 = exti %x : tile<8xi8> -> tile<8xi32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<8xi8>) {
    // expected-error @below {{'cuda_tile.trunci' op result element type 'i16' must be strictly narrower than the source element type 'i8'}}
    %0 = trunci %x : tile<8xi8> -> tile<8xi16>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<8xi8>) {
    // expected-error @below {{unknown overflow promise 'nsw'}}
    %0 = trunci %x overflow<nsw> : tile<8xi8> -> tile<8xi4>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<8xf32>) {
    // expected-error @below {{'cuda_tile.ftof' op source and result element types must differ, got 'f32' twice}}
    %0 = ftof %x : tile<8xf32> -> tile<8xf32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<8xf32>) {
    // expected-error @below {{'cuda_tile.ftof' op conversion to f8E8M0FNU needs rounding<zero> or rounding<positive_inf>, got nearest_even}}
    %0 = ftof %x : tile<8xf32> -> tile<8xf8E8M0FNU>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<8xf32>) {
    // 13.4 admits zero for narrowings, not the other directed modes (ops-13.4-changes.mlir).
    // expected-error @below {{'cuda_tile.ftof' op rounding mode positive_inf is not allowed converting 'f32' to 'f16': a narrowing conversion admits only nearest_even, zero}}
    %0 = ftof %x rounding<positive_inf> : tile<8xf32> -> tile<8xf16>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<8xf32>) {
    // expected-error @below {{'cuda_tile.ftof' op rounding mode approx is not allowed converting 'f32' to 'bf16': a narrowing conversion admits only nearest_even, zero}}
    %0 = ftof %x rounding<approx> : tile<8xf32> -> tile<8xbf16>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<8xf32>) {
    // expected-error @below {{unknown rounding mode 'fastest'}}
    %0 = ftof %x rounding<fastest> : tile<8xf32> -> tile<8xbf16>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<8xi32>) {
    // expected-error @below {{'cuda_tile.ftof' op source element type must be a float type (f16, bf16, f32, f64, tf32, f8E4M3FN, f8E5M2, f8E8M0FNU, f4E2M1FN, fnv8E5M3FNU), got 'i32'}}
    %0 = ftof %x : tile<8xi32> -> tile<8xf32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<8xi32>) {
    // expected-error @below {{'cuda_tile.itof' op cannot convert integers to f8E8M0FNU}}
    %0 = itof %x signed : tile<8xi32> -> tile<8xf8E8M0FNU>
    return
  }
}

// -----

// The parser takes any rounding keyword; the verifier allows only nearest_even.
cuda_tile.module @m {
  testing$func @f(%x: tile<8xi32>) {
    // expected-error @below {{'cuda_tile.itof' op rounding mode zero is not supported: only nearest_even}}
    %0 = itof %x signed rounding<zero> : tile<8xi32> -> tile<8xf32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<8xi4>) {
    // expected-error @below {{'cuda_tile.itof' op source element type must be an integer type (i1, i8, i16, i32, i64), got 'i4'}}
    %0 = itof %x signed : tile<8xi4> -> tile<8xf32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<8xf32>) {
    // expected-error @below {{'cuda_tile.ftoi' op rounding mode nearest_even is not supported: only nearest_int_to_zero}}
    %0 = ftoi %x signed rounding<nearest_even> : tile<8xf32> -> tile<8xi32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<8xf32>) {
    // expected-error @below {{'cuda_tile.ftoi' op result element type must be an integer type (i1, i8, i16, i32, i64), got 'f16'}}
    %0 = ftoi %x signed : tile<8xf32> -> tile<8xf16>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<8xi32>) {
    // expected-error @below {{'cuda_tile.int_to_ptr' op source element type must be i64, got 'i32'}}
    %0 = int_to_ptr %x : tile<8xi32> -> tile<8xptr<f32>>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<8xi64>) {
    // expected-error @below {{'cuda_tile.int_to_ptr' op result element type must be a pointer type, got 'i64'}}
    %0 = int_to_ptr %x : tile<8xi64> -> tile<8xi64>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<f32>>) {
    // expected-error @below {{'cuda_tile.ptr_to_int' op result element type must be i64, got 'i32'}}
    %0 = ptr_to_int %p : tile<8xptr<f32>> -> tile<8xi32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%x: tile<8xi64>) {
    // expected-error @below {{'cuda_tile.ptr_to_int' op source element type must be a pointer type, got 'i64'}}
    %0 = ptr_to_int %x : tile<8xi64> -> tile<8xi64>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<f32>>) {
    // expected-error @below {{'cuda_tile.ptr_to_ptr' op source and result must have the same shape, got '!cuda_tile.tile<8xptr<f32>>' and '!cuda_tile.tile<4xptr<f16>>'}}
    %0 = ptr_to_ptr %p : tile<8xptr<f32>> -> tile<4xptr<f16>>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<8xptr<f32>>) {
    // expected-error @below {{'cuda_tile.ptr_to_ptr' op result element type must be a pointer type, got 'i64'}}
    %0 = ptr_to_ptr %p : tile<8xptr<f32>> -> tile<8xi64>
    return
  }
}
