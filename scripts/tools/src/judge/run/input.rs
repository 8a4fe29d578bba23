//! An input held in a file that lives in memory alone (`memfd_create`, Linux 3.17): a user's
//! program reads a private copy of each case, not our data file, so that no path on its
//! stdin leads to the expected output beside it, and nothing it does reaches our data; no
//! folder holds the copy, so nothing is left behind however the judge ends. check.sh's
//! `--cmd`/`--submit` and versus hold their inputs here.

use std::fs::File;
use std::io::{self, Seek, SeekFrom, Write};
use std::os::raw::{c_char, c_int, c_uint};
use std::os::unix::io::FromRawFd;
use std::path::{Path, PathBuf};

extern "C" {
    fn memfd_create(name: *const c_char, flags: c_uint) -> c_int;
}

/// `memfd_create`'s flag: the file is not inherited across exec (a program gets only its
/// own read-only stdin).
const MFD_CLOEXEC: c_uint = 1;

/// The input a program reads: an anonymous file in memory, gone with the last descriptor of
/// it. Each run opens it afresh through `/proc/self/fd/N`: read-only, from its start, a
/// regular file a program may `fstat`, `mmap` or seek, as the judge's `run` promises.
pub struct Input {
    file: File,
    path: PathBuf,
}

impl Input {
    pub fn new() -> io::Result<Input> {
        // Safety: a NUL-terminated name and a flag; the descriptor returned is ours alone.
        let fd = unsafe { memfd_create(b"judge-input\0".as_ptr() as *const c_char, MFD_CLOEXEC) };
        if fd < 0 {
            return Err(io::Error::last_os_error());
        }
        Ok(Input {
            // Safety: `fd` is a fresh descriptor that nothing else owns.
            file: unsafe { File::from_raw_fd(fd) },
            path: PathBuf::from(format!("/proc/self/fd/{}", fd)),
        })
    }

    /// Makes `bytes` the whole input; returns the path a run opens it by.
    pub fn hold(&self, bytes: &[u8]) -> io::Result<&Path> {
        let mut file = &self.file;
        file.set_len(0)?;
        file.seek(SeekFrom::Start(0))?;
        file.write_all(bytes)?;
        Ok(&self.path)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_input_is_a_file_read_afresh_from_its_start_after_each_change() {
        let input = Input::new().expect("a file in memory");
        let read = |bytes: &[u8]| {
            let path = input.hold(bytes).expect("held");
            std::fs::read(path).expect("read through /proc/self/fd")
        };
        assert_eq!(read(b"a longer first input\n"), b"a longer first input\n");
        assert_eq!(read(b"short\n"), b"short\n");
        assert_eq!(read(b""), b"");
    }
}
